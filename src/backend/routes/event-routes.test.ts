import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorCodes,
  apiPaths,
  liveEventLimits,
  postEventSchema,
  serverMessages,
  tooManyEventStreamsMessage,
} from '@/contract';
import { compareEventPositions, decodeEventId } from '../events/event-id';
import { createMemoryEventBus } from '../events/memory-event-bus';
import { readEvents } from '../testing/event-reader';
import { createTestApi } from '../testing/test-api';
import { expectRefusal, refusalOf } from '../testing/refusals';

/** guest follows maya.clay, kenji.rides and lucia_reads; tariq.codes is a stranger to them. */
async function world(options: Parameters<typeof createTestApi>[0] = {}) {
  const api = await createTestApi(options);
  const tokens = new Map<string, string>();
  const tokenOf = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, await api.login(username));
    return tokens.get(username)!;
  };
  const streams: ReturnType<typeof readEvents>[] = [];
  const open = async (username: string, headers: Record<string, string> = {}) => {
    const response = await api.app.request(apiPaths.events(), {
      headers: { authorization: await tokenOf(username), ...headers },
    });
    return response;
  };
  const listen = async (username: string, headers: Record<string, string> = {}) => {
    const response = await open(username, headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = readEvents(response);
    streams.push(stream);
    return stream;
  };
  const post = async (username: string, content: string) => {
    const answer = await api.call<{ post: { _id: string } }>('POST', apiPaths.posts(), {
      token: await tokenOf(username),
      body: { postData: { content } },
      headers: { Prefer: 'return=minimal' },
    });
    expect(answer.status).toBe(201);
    return answer.body.post._id;
  };
  const closeAll = () => Promise.all(streams.map((stream) => stream.cancel()));
  return { api, tokenOf, open, listen, post, closeAll };
}

type World = Awaited<ReturnType<typeof world>>;
let current: World | undefined;
const start = async (options?: Parameters<typeof createTestApi>[0]) =>
  (current = await world(options));
afterEach(async () => {
  vi.useRealTimers();
  await current?.closeAll();
  current = undefined;
});

const postIdOf = (data: string) => postEventSchema.parse(JSON.parse(data)).postId;

describe('GET /api/events', () => {
  it('answers 401 without a token', async () => {
    const { api } = await start();
    const answer = await api.call('GET', apiPaths.events());
    expectRefusal(answer, 401, 'invalidToken');
  });

  it("sends a followed person's post, and not a stranger's", async () => {
    const { listen, post } = await start();
    const events = await listen('guest');
    await post('tariq.codes', 'not for the guest');
    const postId = await post('maya.clay', 'for the guest');
    const event = await events.next();
    expect(event.event).toBe('post');
    const data = postEventSchema.parse(JSON.parse(event.data));
    expect(data).toEqual({ postId, username: 'maya.clay', createdAt: expect.any(String) });
    expect(event.id).toMatch(/\S/);
    expect(await events.quiet()).toBe(true);
  });

  it('sends nothing of a followed person the viewer muted', async () => {
    const { api, listen, post, tokenOf } = await start();
    const maya = await api.store.users.getByUsername('maya.clay');
    const muted = await api.call('POST', `/api/users/mute/${maya!._id}/`, {
      token: await tokenOf('guest'),
      body: { durationSeconds: 3600 },
    });
    expect(muted.status).toBe(200);
    const events = await listen('guest');
    await post('maya.clay', 'muted for the guest');
    const postId = await post('kenji.rides', 'still for the guest');
    expect(postIdOf((await events.next()).data)).toBe(postId);
    expect(await events.quiet()).toBe(true);
  });

  it("sends the viewer's own posts, which their feed shows too", async () => {
    const { listen, post } = await start();
    const events = await listen('guest');
    const postId = await post('guest', 'mine');
    expect(postIdOf((await events.next()).data)).toBe(postId);
  });

  it('replays the feed posts missed since Last-Event-ID, oldest first, then goes live', async () => {
    const { api, listen, post } = await start();
    const first = await listen('guest');
    const seen = await post('kenji.rides', 'seen live');
    expect(postIdOf((await first.next()).data)).toBe(seen);
    const lastId = first.lastId!;
    await first.cancel();

    api.advance(1_000);
    const missed1 = await post('maya.clay', 'missed 1');
    await post('tariq.codes', 'a stranger');
    api.advance(1_000);
    const missed2 = await post('lucia_reads', 'missed 2');

    const again = await listen('guest', { 'Last-Event-ID': lastId });
    const replayed = [await again.next(), await again.next()];
    expect(replayed.map((event) => postIdOf(event.data))).toEqual([missed1, missed2]);
    const [older, newer] = replayed.map((event) => decodeEventId(event.id!)!);
    expect(compareEventPositions(newer!, older!)).toBeGreaterThan(0);
    const live = await post('maya.clay', 'after the replay');
    expect(postIdOf((await again.next()).data)).toBe(live);
  });

  it('replays nothing missed on a fresh stream, but gives it an id to come back with', async () => {
    const { api, listen, post } = await start();
    const events = await listen('guest');
    expect(await events.quiet()).toBe(true);
    const lastId = events.lastId;
    expect(lastId).toBeDefined();
    await events.cancel();
    api.advance(1_000);
    const missed = await post('maya.clay', 'while away');
    const again = await listen('guest', { 'Last-Event-ID': lastId! });
    expect(postIdOf((await again.next()).data)).toBe(missed);
  });

  it('refuses a Last-Event-ID it did not make', async () => {
    const { open } = await start();
    for (const id of ['nonsense', '12-a b', `1-${'x'.repeat(300)}`]) {
      const response = await open('guest', { 'Last-Event-ID': id });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(refusalOf('invalidLastEventId'));
    }
  });

  it('holds at most five streams per account', async () => {
    const { listen, open } = await start();
    for (let i = 0; i < liveEventLimits.streamsPerUser; i++) await listen('guest');
    const refused = await open('guest');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await refused.json()).toEqual({
      errors: [tooManyEventStreamsMessage(liveEventLimits.streamsPerUser)],
      code: errorCodes.tooManyEventStreams,
    });
    // Another account is not held back by the guest's streams.
    expect((await open('maya.clay')).status).toBe(200);
  });

  it('counts a stream out once its client leaves', async () => {
    const { listen } = await start();
    const first = await listen('guest');
    for (let i = 1; i < liveEventLimits.streamsPerUser; i++) await listen('guest');
    await first.cancel();
    await vi.waitFor(async () => {
      const again = await current!.open('guest');
      expect(again.status).toBe(200);
      await again.body?.cancel();
    });
  });

  it('ends every stream when the bus closes (the server stops), and opens no more', async () => {
    const bus = createMemoryEventBus();
    const { listen, open } = await start({ events: bus });
    const events = await listen('guest');
    await bus.close();
    await events.ended();
    const refused = await open('guest');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual(refusalOf('eventsStopping'));
  });

  it('ends the streams of a session at once when it logs out, not those of its other sessions', async () => {
    const { api, listen, tokenOf } = await start();
    const events = await listen('guest');
    const otherSession = readEvents(
      await api.app.request(apiPaths.events(), {
        headers: { authorization: await api.login('guest') },
      }),
    );
    await api.call('POST', apiPaths.logout(), { token: await tokenOf('guest') });
    // No heartbeat passes here: the 25 s check is not what ends it.
    await events.ended();
    expect(await otherSession.quiet(50)).toBe(true);
    await otherSession.cancel();
  });

  it('ends the streams of a session at once when it logs out through another process', async () => {
    // Two apps on one store and one bus, as two server processes on one PostgreSQL.
    const bus = createMemoryEventBus();
    const { api, listen, tokenOf } = await start({ events: bus });
    const other = await createTestApi({ store: api.store, seed: false, events: bus });
    const events = await listen('guest');
    const otherSession = await listen('maya.clay');
    const logout = await other.call('POST', apiPaths.logout(), { token: await tokenOf('guest') });
    expect(logout.status).toBe(200);
    await events.ended();
    expect(await otherSession.quiet(50)).toBe(true);
  });

  it('refuses an account that reconnects too often, for the rest of the minute', async () => {
    const { api, open } = await start();
    /** A connect left at once; answers the status and, for a refusal, its message. */
    const connect = async (username = 'guest') => {
      const response = await open(username, { 'Last-Event-ID': '1-' });
      if (response.status === 200) await response.body?.cancel();
      const body = response.status === 200 ? undefined : await response.json();
      return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
    };
    // Some of these may meet the five-stream limit while the left ones are counted out.
    for (let i = 0; i < 30; i++) expect([200, 429]).toContain((await connect()).status);
    const refused = await connect();
    expect(refused).toEqual({
      status: 429,
      body: {
        errors: [serverMessages.eventConnectsTooOften],
        code: errorCodes.eventConnectsTooOften,
      },
      retryAfter: expect.stringMatching(/^[1-9]\d*$/),
    });
    // Another account is not held back by the guest's churn.
    expect((await connect('maya.clay')).status).toBe(200);
    api.advance(60_000);
    await vi.waitFor(async () => expect((await connect()).status).toBe(200));
  });

  it('ends a stream at the next heartbeat once its session is logged out', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api, listen, tokenOf } = await start();
    const events = await listen('guest');
    expect(await events.quiet(50)).toBe(true);
    await api.call('POST', apiPaths.logout(), { token: await tokenOf('guest') });
    await vi.advanceTimersByTimeAsync(liveEventLimits.heartbeatMs);
    await events.ended();
  });
});
