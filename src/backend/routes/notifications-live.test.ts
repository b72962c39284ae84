import { afterEach, describe, expect, it } from 'vitest';
import {
  apiPaths,
  endpoints,
  liveEventNames,
  notificationsEventSchema,
  type NotificationsPageResponse,
} from '@/contract';
import { readEvents } from '../testing/event-reader';
import { peopleWorld } from '../testing/people-world';

const streams: ReturnType<typeof readEvents>[] = [];
afterEach(async () => {
  await Promise.all(streams.splice(0).map((stream) => stream.cancel()));
});

/** The seeded world, and a live stream for a person, closed after each test. */
async function world() {
  const people = await peopleWorld();
  const listen = async (username: string) => {
    const response = await people.api.app.request(apiPaths.events(), {
      headers: { authorization: await people.as(username) },
    });
    expect(response.status).toBe(200);
    const stream = readEvents(response);
    streams.push(stream);
    // The stream's first block (its retry and start id) is written once it is open.
    expect(await stream.quiet(50)).toBe(true);
    return stream;
  };
  return { ...people, listen };
}

/** The next event, which must be a notifications event: its unread count. */
async function nextCount(stream: ReturnType<typeof readEvents>) {
  const event = await stream.next();
  expect(event.event).toBe(liveEventNames.notifications);
  expect(event.id).toBeUndefined();
  return notificationsEventSchema.parse(JSON.parse(event.data)).unreadCount;
}

describe('notifications on GET /api/events', () => {
  it('send the new unread count to the recipient, and only when it changed', async () => {
    const { listen, send } = await world();
    const maya = await listen('maya.clay');
    const guest = await listen('guest');
    await send('guest', 'POST', apiPaths.like('p01'));
    expect(await nextCount(maya)).toBe(1);
    // Another like joins the unread line: the count stays 1, so nothing is sent.
    await send('kenji.rides', 'POST', apiPaths.like('p01'));
    expect(await maya.quiet()).toBe(true);
    await send('kenji.rides', 'POST', apiPaths.follow('2'));
    expect(await nextCount(maya)).toBe(2);
    await send('kenji.rides', 'POST', apiPaths.unfollow('2'));
    expect(await nextCount(maya)).toBe(1);
    // The actor hears nothing of it.
    expect(await guest.quiet()).toBe(true);
  });

  it('send zero to every stream of the reader when they mark read', async () => {
    const { api, as, listen, send } = await world();
    await send('guest', 'POST', apiPaths.like('p01'));
    const [phone, laptop] = [await listen('maya.clay'), await listen('maya.clay')];
    const page = await api.call<NotificationsPageResponse>('GET', endpoints.notifications.path, {
      token: await as('maya.clay'),
    });
    expect(page.body.unreadCount).toBe(1);
    await send('maya.clay', 'POST', endpoints.readNotifications.path, { marker: page.body.marker });
    expect(await nextCount(phone)).toBe(0);
    expect(await nextCount(laptop)).toBe(0);
  });
});
