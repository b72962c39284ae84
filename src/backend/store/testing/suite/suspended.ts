import { describe, expect, it } from 'vitest';
import type { PostOrder, Reader, Store } from '@/backend/store/port';
import { ids, insertUsers, postRow, sorted, writtenAt, type StoreGetter } from './fixtures';
import { expectSteadyPagesWhileHiding, minuteOf, readingAt } from './hidden-authors';

const now = readingAt;
const minute = minuteOf;
const member = (id: string, atMs = now): Reader => ({ id, atMs });
const visitor: Reader = { id: null, atMs: now };
const moderator: Reader = { id: 'u4', atMs: now, staff: true };
const page = { limit: 50 };

const suspend = (store: Store, n: number, until: string | null) =>
  store.users.update(`u${n}`, { suspendedUntil: until });

/**
 * u1 reads and follows u2 and u3; u3 is suspended until an hour after `now`. Each of u1..u4
 * wrote p{n}; u2 and u3 replied to p1, liked it and follow u1; each notified u1.
 */
async function insertWorld(store: Store) {
  await insertUsers(store, 4);
  for (const n of [1, 2, 3, 4])
    await store.posts.insert(postRow(`p${n}`, { username: `user.${n}`, createdAt: minute(n) }));
  for (const n of [2, 3]) {
    await store.follows.insert({ followerId: 'u1', followeeId: `u${n}`, createdAt: writtenAt });
    await store.follows.insert({ followerId: `u${n}`, followeeId: 'u1', createdAt: writtenAt });
    await store.replies.insert({
      _id: `r${n}`,
      postId: 'p1',
      username: `user.${n}`,
      text: `Reply ${n}`,
      createdAt: writtenAt,
      updatedAt: writtenAt,
    });
    await store.notifications.add({
      recipientId: 'u1',
      kind: 'reply',
      groupKey: `reply:r${n}`,
      postId: 'p1',
      replyId: `r${n}`,
      actorId: `u${n}`,
      createdAt: writtenAt,
    });
  }
  // The first read of the feed keeps a timeline where the store keeps them: the suspension
  // below must still take u3's posts out of it.
  await store.posts.list({ feedOf: 'u1', limit: 20, reader: member('u1') });
  await suspend(store, 3, new Date(now + 3_600_000).toISOString());
}

/** A suspended account's content leaves every list for everyone but moderators, until it ends. */
export function describeSuspendedSuite(store: StoreGetter): void {
  describe('suspended people', () => {
    it('posts leave Explore, profiles and the feed for members and visitors, not for moderators', async () => {
      await insertWorld(store());
      const explore = (reader: Reader, order: PostOrder = 'latest') =>
        store().posts.list({ order, limit: 50, reader });
      for (const order of ['latest', 'oldest', 'trending'] as const) {
        expect(sorted(ids((await explore(member('u1'), order)).items)), order).toEqual([
          'p1',
          'p2',
          'p4',
        ]);
        expect(sorted(ids((await explore(visitor, order)).items)), order).toEqual([
          'p1',
          'p2',
          'p4',
        ]);
        expect(ids((await explore(moderator, order)).items), order).toHaveLength(4);
        const feed = await store().posts.list({
          feedOf: 'u1',
          order,
          limit: 20,
          reader: member('u1'),
        });
        expect(sorted(ids(feed.items)), order).toEqual(['p1', 'p2']);
      }
      const profile = (reader: Reader) =>
        store().posts.list({ authors: ['user.3'], limit: 5, reader });
      expect((await profile(visitor)).items).toEqual([]);
      expect(ids((await profile(moderator)).items)).toEqual(['p3']);
      // Nobody's filter without a reader: the server's own reads.
      expect((await store().posts.list({ limit: 50 })).items).toHaveLength(4);
    });

    it('replies, people, notifications, liked and bookmarks leave them out', async () => {
      await insertWorld(store());
      for (const n of [2, 3]) {
        await store().reactions.put({
          postId: `p${n}`,
          userId: 'u1',
          kind: 'like',
          createdAt: writtenAt,
        });
        await store().bookmarks.insert({ userId: 'u1', postId: `p${n}`, createdAt: writtenAt });
      }
      const reader = member('u1');
      expect(ids((await store().replies.page('p1', { ...page, reader })).items)).toEqual(['r2']);
      expect(ids((await store().replies.page('p1', { ...page, reader: visitor })).items)).toEqual([
        'r2',
      ]);
      expect(ids((await store().replies.page('p1', { ...page, reader: moderator })).items)).toEqual(
        ['r2', 'r3'],
      );
      expect(ids((await store().posts.likedBy('u1', { ...page, reader })).items)).toEqual(['p2']);
      expect(ids((await store().posts.bookmarkedBy('u1', { ...page, reader })).items)).toEqual([
        'p2',
      ]);
      expect(ids((await store().follows.followers('u1', { ...page, reader })).items)).toEqual([
        'u2',
      ]);
      expect(ids((await store().follows.following('u1', { ...page, reader })).items)).toEqual([
        'u2',
      ]);
      expect(sorted(ids((await store().users.page({ ...page, reader: visitor })).items))).toEqual([
        'u1',
        'u2',
        'u4',
      ]);
      const lines = await store().notifications.page('u1', { ...page, reader });
      expect(lines.items.map((line) => line.actorIds)).toEqual([['u2']]);
      expect(sorted([...(await store().hides.hiddenAmong(visitor, ['user.2', 'user.3']))])).toEqual(
        ['user.3'],
      );
      expect([...(await store().hides.hiddenAmong(moderator, ['user.2', 'user.3']))]).toEqual([]);
    });

    it('brings everything back when the suspension ends or is lifted', async () => {
      await insertWorld(store());
      const feed = async (atMs: number) =>
        sorted(
          ids(
            (await store().posts.list({ feedOf: 'u1', limit: 20, reader: member('u1', atMs) }))
              .items,
          ),
        );
      expect(await feed(now)).toEqual(['p1', 'p2']);
      expect(await feed(now + 3_600_000)).toEqual(['p1', 'p2', 'p3']);
      await suspend(store(), 3, null);
      expect(await feed(now)).toEqual(['p1', 'p2', 'p3']);
      expect(ids((await store().replies.page('p1', { ...page, reader: visitor })).items)).toEqual([
        'r2',
        'r3',
      ]);
    });

    it('pages skip and repeat nothing while someone is suspended and lifted between them', () =>
      expectSteadyPagesWhileHiding(store, visitor, (hidden) =>
        suspend(store(), 2, hidden ? new Date(now + 60_000).toISOString() : null),
      ));
  });
}
