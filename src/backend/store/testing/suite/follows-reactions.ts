import { describe, expect, it } from 'vitest';
import { StoreConflictError } from '@/backend/store/errors';
import { insertUsers, postRow, type StoreGetter } from './fixtures';

/** reactions (one per user and post) and follows (directed edges). */
export function describeFollowsReactionsSuite(store: StoreGetter): void {
  describe('reactions', () => {
    it('puts, gets and replaces the one reaction of a user to a post', async () => {
      await store().posts.insert(postRow('p1'));
      expect(await store().reactions.get('p1', 'u1')).toBeUndefined();
      const like = {
        postId: 'p1',
        userId: 'u1',
        kind: 'like' as const,
        createdAt: '2026-11-21T09:30:00+05:30',
      };
      await store().reactions.put(like);
      expect(await store().reactions.get('p1', 'u1')).toEqual(like);
      const dislike = {
        ...like,
        kind: 'dislike' as const,
        createdAt: '2026-11-21T09:31:00+05:30',
      };
      await store().reactions.put(dislike);
      expect(await store().reactions.get('p1', 'u1')).toEqual(dislike);
      expect(await store().reactions.forPosts(['p1'])).toEqual([dislike]);
      await store().reactions.put(like);
      expect(await store().reactions.forPosts(['p1'])).toEqual([like]);
    });

    it('answers the reactions of the given posts only', async () => {
      for (const id of ['p1', 'p2', 'p3']) await store().posts.insert(postRow(id));
      const at = '2026-11-21T09:30:00.000+00:00';
      await store().reactions.put({ postId: 'p1', userId: 'u1', kind: 'like', createdAt: at });
      await store().reactions.put({ postId: 'p1', userId: 'u2', kind: 'dislike', createdAt: at });
      await store().reactions.put({ postId: 'p2', userId: 'u1', kind: 'like', createdAt: at });
      await store().reactions.put({ postId: 'p3', userId: 'u3', kind: 'like', createdAt: at });
      const key = (row: { postId: string; userId: string; kind: string }) =>
        `${row.postId}/${row.userId}/${row.kind}`;
      expect((await store().reactions.forPosts(['p1', 'p2', 'nobody'])).map(key).sort()).toEqual([
        'p1/u1/like',
        'p1/u2/dislike',
        'p2/u1/like',
      ]);
      expect(await store().reactions.forPosts([])).toEqual([]);
      expect(await store().reactions.get('p2', 'u2')).toBeUndefined();
    });
  });

  describe('follows', () => {
    const at = '2026-11-21T09:30:00+05:30';

    it('inserts, checks and deletes a follow in one direction', async () => {
      await insertUsers(store(), 2);
      expect(await store().follows.exists('u1', 'u2')).toBe(false);
      await store().follows.insert({ followerId: 'u1', followeeId: 'u2', createdAt: at });
      expect(await store().follows.exists('u1', 'u2')).toBe(true);
      expect(await store().follows.exists('u2', 'u1')).toBe(false);
      await store().follows.delete('u1', 'u2');
      expect(await store().follows.exists('u1', 'u2')).toBe(false);
      await store().follows.delete('u1', 'u2');
      await store().follows.insert({ followerId: 'u1', followeeId: 'u2', createdAt: at });
      expect(await store().follows.exists('u1', 'u2')).toBe(true);
    });

    it('refuses a duplicate follow', async () => {
      await insertUsers(store(), 2);
      await store().follows.insert({ followerId: 'u1', followeeId: 'u2', createdAt: at });
      await expect(
        store().follows.insert({
          followerId: 'u1',
          followeeId: 'u2',
          createdAt: '2026-11-22T09:30:00+05:30',
        }),
      ).rejects.toBeInstanceOf(StoreConflictError);
      expect(await store().follows.touching(['u1'])).toEqual([
        { followerId: 'u1', followeeId: 'u2', createdAt: at },
      ]);
      // The reverse edge is another follow.
      await store().follows.insert({ followerId: 'u2', followeeId: 'u1', createdAt: at });
      expect(await store().follows.exists('u2', 'u1')).toBe(true);
    });

    it('answers every edge touching the users, on either side, once each', async () => {
      await insertUsers(store(), 4);
      const edges = [
        ['u1', 'u2'],
        ['u2', 'u1'],
        ['u3', 'u1'],
        ['u2', 'u3'],
        ['u3', 'u4'],
      ] as const;
      for (const [followerId, followeeId] of edges)
        await store().follows.insert({ followerId, followeeId, createdAt: at });
      const key = (row: { followerId: string; followeeId: string }) =>
        `${row.followerId}>${row.followeeId}`;
      expect((await store().follows.touching(['u1'])).map(key).sort()).toEqual([
        'u1>u2',
        'u2>u1',
        'u3>u1',
      ]);
      expect((await store().follows.touching(['u1', 'u2'])).map(key).sort()).toEqual([
        'u1>u2',
        'u2>u1',
        'u2>u3',
        'u3>u1',
      ]);
      expect((await store().follows.touching(['u4'])).map(key)).toEqual(['u3>u4']);
      expect(await store().follows.touching(['nobody'])).toEqual([]);
      expect(await store().follows.touching([])).toEqual([]);
      const [edge] = await store().follows.touching(['u4']);
      expect(edge).toEqual({ followerId: 'u3', followeeId: 'u4', createdAt: at });
    });
  });
}
