import { describe, expect, it } from 'vitest';
import { errorCodes, endpoints, pathOf, serverMessages } from '@/contract';
import { expectInvalidField, expectRefusal } from '../testing/refusals';
import { createTestApi, seededSummary } from '../testing/test-api';
import { peopleWorld } from '../testing/people-world';

const paths = {
  page: endpoints.notifications.path,
  unread: endpoints.unreadNotifications.path,
  read: endpoints.readNotifications.path,
};
const day = 24 * 60 * 60 * 1000;

describe('notifications', () => {
  it('answer 401 without a token', async () => {
    const api = await createTestApi();
    for (const [method, path] of [
      ['GET', paths.page],
      ['GET', paths.unread],
      ['POST', paths.read],
    ] as const) {
      const answer = await api.call(
        method,
        path,
        method === 'POST' ? { body: { marker: 'x' } } : {},
      );
      expectRefusal(answer, 401, 'invalidToken', path);
    }
  });

  it('group three likes of a post on one line, newest first, with an excerpt', async () => {
    const w = await peopleWorld();
    expect(await w.page('maya.clay')).toMatchObject({ notifications: [], unreadCount: 0 });
    for (const liker of ['guest', 'tariq.codes', 'kenji.rides']) {
      await w.like(liker, 'p01');
      w.api.advance(60_000);
    }
    const { notifications, unreadCount, nextCursor } = await w.page('maya.clay');
    expect(unreadCount).toBe(1);
    expect(nextCursor).toBeNull();
    expect(notifications).toEqual([
      {
        _id: expect.any(String),
        kind: 'like',
        actors: ['kenji.rides', 'tariq.codes', 'guest'].map(seededSummary),
        actorCount: 3,
        post: {
          _id: 'p01',
          excerpt:
            'Centred three kilos of stoneware this morning without a single wobble. Small vi…',
        },
        comment: null,
        read: false,
        updatedAt: '2026-11-21T12:02:00.000+00:00',
      },
    ]);
    expect(await w.unread('maya.clay')).toBe(1);
    // Nobody else was told.
    expect((await w.page('guest')).notifications).toEqual([]);
  });

  it('tell nobody of what they did themselves', async () => {
    const w = await peopleWorld();
    await w.like('maya.clay', 'p01');
    expect(await w.page('maya.clay')).toMatchObject({ notifications: [], unreadCount: 0 });
  });

  it('take an undone like out, and the line when nobody is left', async () => {
    const w = await peopleWorld();
    await w.like('guest', 'p01');
    await w.like('tariq.codes', 'p01');
    await w.dislike('tariq.codes', 'p01');
    const [line] = (await w.page('maya.clay')).notifications;
    expect(line).toMatchObject({ actors: [seededSummary('guest')], actorCount: 1 });
    await w.dislike('guest', 'p01');
    expect(await w.page('maya.clay')).toMatchObject({ notifications: [], unreadCount: 0 });
    // A dislike that undoes no like of theirs tells nobody anything.
    await w.dislike('kenji.rides', 'p01');
    expect((await w.page('maya.clay')).notifications).toEqual([]);
  });

  it('group new followers per day, and take an unfollow back', async () => {
    const w = await peopleWorld();
    await w.follow('tariq.codes', 'guest');
    await w.follow('kenji.rides', 'guest');
    w.api.advance(day);
    await w.follow('amara_grows', 'guest');
    const lines = (await w.page('guest')).notifications;
    expect(lines.map((line) => [line.kind, line.actors.map((a) => a.username), line.post])).toEqual(
      [
        ['follow', ['amara_grows'], null],
        ['follow', ['kenji.rides', 'tariq.codes'], null],
      ],
    );
    // Unfollowing a day later takes them off the line of the day they followed.
    await w.unfollow('tariq.codes', 'guest');
    await w.unfollow('amara_grows', 'guest');
    const left = (await w.page('guest')).notifications;
    expect(left).toMatchObject([
      { kind: 'follow', actorCount: 1, actors: [{ username: 'kenji.rides' }] },
    ]);
    expect(await w.unread('guest')).toBe(1);
  });

  it('mark read only what the marker covers', async () => {
    const w = await peopleWorld();
    await w.like('guest', 'p01');
    await w.follow('guest', 'tariq.codes');
    await w.like('kenji.rides', 'p08');
    const seen = await w.page('maya.clay');
    expect(seen.unreadCount).toBe(2);
    w.api.advance(60_000);
    await w.like('guest', 'p08');
    await w.like('kenji.rides', 'p01');
    const answer = await w.api.call('POST', paths.read, {
      token: await w.as('maya.clay'),
      body: { marker: seen.marker },
    });
    expect(answer).toMatchObject({ status: 200, body: { unreadCount: 2 } });
    // Both lines moved up after the page was read: they are unread again.
    const after = await w.page('maya.clay');
    expect(after.notifications.map((line) => [line.post?._id, line.read])).toEqual([
      ['p01', false],
      ['p08', false],
    ]);
    const fresh = await w.api.call('POST', paths.read, {
      token: await w.as('maya.clay'),
      body: { marker: after.marker },
    });
    expect(fresh.body).toEqual({ unreadCount: 0 });
    expect((await w.page('maya.clay')).notifications.every((line) => line.read)).toBe(true);
    // An older marker does not make them unread again.
    await w.api.call('POST', paths.read, {
      token: await w.as('maya.clay'),
      body: { marker: seen.marker },
    });
    expect(await w.unread('maya.clay')).toBe(0);
    expect((await w.page('tariq.codes')).unreadCount).toBe(1);
  });

  it('refuse a marker this server did not make for the viewer, with 400', async () => {
    const w = await peopleWorld();
    await w.like('guest', 'p01');
    const { marker, nextCursor } = await w.page('guest', '?limit=1');
    expect(nextCursor).toBeNull();
    const mayaMarker = (await w.page('maya.clay')).marker;
    for (const bad of ['nonsense', mayaMarker, btoa(JSON.stringify(['notifications', 1]))]) {
      const answer = await w.api.call('POST', paths.read, {
        token: await w.as('guest'),
        body: { marker: bad },
      });
      expect(answer, bad).toMatchObject({
        status: 400,
        body: {
          errors: [serverMessages.invalidNotificationMarker],
          code: errorCodes.invalidNotificationMarker,
        },
      });
    }
    const missing = await w.api.call('POST', paths.read, { token: await w.as('guest'), body: {} });
    expectInvalidField(missing, 'marker is required');
    const own = await w.api.call('POST', paths.read, {
      token: await w.as('guest'),
      body: { marker },
    });
    expect(own.status).toBe(200);
  });

  it('page newest first with a cursor', async () => {
    const w = await peopleWorld();
    for (const postId of ['p01', 'p08']) await w.like('guest', postId);
    await w.follow('kenji.rides', 'maya.clay');
    const first = await w.page('maya.clay', '?limit=2');
    expect(first.notifications.map((line) => line.kind)).toEqual(['follow', 'like']);
    const second = await w.page('maya.clay', `?limit=2&cursor=${first.nextCursor}`);
    expect(second.notifications.map((line) => line.post?._id)).toEqual(['p01']);
    expect(second.nextCursor).toBeNull();
    const bad = await w.api.call('GET', `${paths.page}?cursor=nope`, {
      token: await w.as('maya.clay'),
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: [serverMessages.invalidCursor], code: errorCodes.invalidCursor },
    });
  });

  it('go with a deleted post', async () => {
    const w = await peopleWorld();
    const postId = await w.post('guest', 'Short lived');
    await w.like('maya.clay', postId);
    await w.like('guest', 'p01');
    expect((await w.page('guest')).notifications).toMatchObject([
      { kind: 'like', post: { _id: postId, excerpt: 'Short lived' } },
    ]);
    const answer = await w.api.call('DELETE', pathOf(endpoints.deletePost, { postId }), {
      token: await w.as('guest'),
    });
    expect(answer.status).toBe(200);
    expect(await w.page('guest')).toMatchObject({ notifications: [], unreadCount: 0 });
    // Lines about other posts stay.
    expect((await w.page('maya.clay')).notifications).toMatchObject([{ post: { _id: 'p01' } }]);
  });
});
