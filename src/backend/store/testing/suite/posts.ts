import { describe, expect, it } from 'vitest';
import { singleMedia } from '@/backend/posts/post-media';
import { StoreConflictError } from '@/backend/store/errors';
import { ids, insertUsers, postRow, type StoreGetter } from './fixtures';

/** posts: insert, get, update, and delete with its cascade. */
export function describePostsSuite(store: StoreGetter): void {
  describe('posts', () => {
    it('inserts a post and gets it', async () => {
      const row = postRow('p1', {
        content: 'Hello 👋🏽 world',
        mediaURL: '/media/a.png',
        mediaAlt: 'A hand waving at the camera',
        media: singleMedia('/media/a.png', 'A hand waving at the camera'),
        likeCount: 3,
      });
      await store().posts.insert(row);
      expect(await store().posts.get('p1')).toEqual(row);
      expect(await store().posts.get('p2')).toBeUndefined();
    });

    it('refuses a second post with a taken id', async () => {
      await store().posts.insert(postRow('p1'));
      await expect(
        store().posts.insert(postRow('p1', { content: 'again' })),
      ).rejects.toBeInstanceOf(StoreConflictError);
      expect((await store().posts.get('p1'))?.content).toBe('Post p1');
    });

    it('changes only the fields a patch gives', async () => {
      const row = postRow('p1', {
        mediaURL: '/media/a.png',
        media: singleMedia('/media/a.png', ''),
      });
      await store().posts.insert(row);
      await store().posts.insert(postRow('p2'));
      await store().posts.update('p1', { likeCount: 5, content: undefined });
      expect(await store().posts.get('p1')).toEqual({ ...row, likeCount: 5 });
      await store().posts.update('p1', {
        content: 'Edited',
        mediaURL: '',
        mediaAlt: 'Kept as the store is given it',
        media: [],
        updatedAt: '2026-11-22T10:00:00.000+00:00',
      });
      expect(await store().posts.get('p1')).toEqual({
        ...row,
        likeCount: 5,
        content: 'Edited',
        mediaURL: '',
        mediaAlt: 'Kept as the store is given it',
        media: [],
        updatedAt: '2026-11-22T10:00:00.000+00:00',
      });
      expect(await store().posts.get('p2')).toEqual(postRow('p2'));
      await store().posts.update('nobody', { likeCount: 1 });
      expect(await store().posts.get('nobody')).toBeUndefined();
    });

    it('deletes a post with its reactions, replies and bookmarks, and nothing else', async () => {
      await insertUsers(store(), 2);
      for (const id of ['p1', 'p2']) {
        await store().posts.insert(postRow(id));
        await store().reactions.put({
          postId: id,
          userId: 'u1',
          kind: 'like',
          createdAt: '2026-11-21T10:00:00+05:30',
        });
        await store().replies.insert({
          _id: `c-${id}`,
          postId: id,
          username: 'user.2',
          text: 'Nice',
          createdAt: '2026-11-21T10:00:00+05:30',
          updatedAt: '2026-11-21T10:00:00+05:30',
        });
        await store().bookmarks.insert({
          userId: 'u2',
          postId: id,
          createdAt: '2026-11-21T10:00:00+05:30',
        });
      }
      await store().follows.insert({
        followerId: 'u1',
        followeeId: 'u2',
        createdAt: '2026-11-21T10:00:00+05:30',
      });

      await store().posts.delete('p1');

      expect(await store().posts.get('p1')).toBeUndefined();
      expect(await store().reactions.get('p1', 'u1')).toBeUndefined();
      expect(await store().reactions.forPosts(['p1'])).toEqual([]);
      expect(await store().replies.forPosts(['p1'])).toEqual([]);
      expect(await store().bookmarks.exists('u2', 'p1')).toBe(false);

      expect(await store().posts.get('p2')).toEqual(postRow('p2'));
      expect(await store().reactions.forPosts(['p2'])).toHaveLength(1);
      expect(ids(await store().replies.forPosts(['p2']))).toEqual(['c-p2']);
      expect((await store().bookmarks.forUsers(['u2'])).map((row) => row.postId)).toEqual(['p2']);
      expect(await store().follows.exists('u1', 'u2')).toBe(true);
      expect(await store().users.list()).toHaveLength(2);
    });

    it('ignores the delete of an unknown post', async () => {
      await store().posts.insert(postRow('p1'));
      await store().posts.delete('nobody');
      expect(ids((await store().posts.list()).items)).toEqual(['p1']);
    });
  });
}
