import { describe, expect, it } from 'vitest';
import { InvalidCursorError } from '@/backend/store/errors';
import type { ReplyRow } from '@/backend/store/port';
import { allPages, authorRow, ids, insertUsers, postRow, type StoreGetter } from './fixtures';

const replyRow = (id: string, postId = 'p1', username = 'user.1'): ReplyRow => ({
  _id: id,
  postId,
  username,
  text: `Reply ${id}`,
  createdAt: '2026-11-21T09:30:00+05:30',
  updatedAt: '2026-11-21T09:30:00+05:30',
});
const at = '2026-11-22T10:00:00+00:00';

/** Replies written, edited, deleted and paged, and their votes as edges. */
export function describeRepliesVotesSuite(store: StoreGetter): void {
  describe('replies', () => {
    const setUp = async () => {
      await insertUsers(store(), 3);
      await store().posts.insert(postRow('p1'));
      await store().posts.insert(postRow('p2'));
    };

    it('gets, edits and deletes a reply; deleting one leaves the others', async () => {
      await setUp();
      await store().replies.insert(replyRow('c1'));
      await store().replies.insert(replyRow('c2'));
      expect(await store().replies.get('c1')).toEqual(replyRow('c1'));
      expect(await store().replies.get('nope')).toBeUndefined();
      await store().replies.update('c1', { text: 'Edited 🎉', updatedAt: at });
      expect(await store().replies.get('c1')).toEqual({
        ...replyRow('c1'),
        text: 'Edited 🎉',
        updatedAt: at,
      });
      await store().replies.delete('c1');
      expect(await store().replies.get('c1')).toBeUndefined();
      expect(ids(await store().replies.forPosts(['p1']))).toEqual(['c2']);
      expect((await store().posts.states(['p1'])).get('p1')?.replyCount).toBe(1);
      // Deleting what is gone is a no-op.
      await store().replies.delete('c1');
    });

    it("pages a post's replies oldest first, and only that post's", async () => {
      await setUp();
      for (let n = 1; n <= 7; n++) await store().replies.insert(replyRow(`c${n}`));
      await store().replies.insert(replyRow('other', 'p2'));
      const pages = await allPages((cursor) =>
        store().replies.page('p1', { limit: 3, ...(cursor ? { cursor } : {}) }),
      );
      expect(pages.map(ids)).toEqual([['c1', 'c2', 'c3'], ['c4', 'c5', 'c6'], ['c7']]);
      expect((await store().replies.page('p2', { limit: 3 })).items).toEqual([
        replyRow('other', 'p2'),
      ]);
      expect(await store().replies.page('nope', { limit: 3 })).toEqual({
        items: [],
        nextCursor: null,
      });
    });

    it('pages without duplicates or gaps while replies are added and deleted', async () => {
      await setUp();
      for (let n = 1; n <= 6; n++) await store().replies.insert(replyRow(`c${n}`));
      const pages = await allPages(
        (cursor) => store().replies.page('p1', { limit: 2, ...(cursor ? { cursor } : {}) }),
        async (read) => {
          if (read !== 2) return;
          // The newest replies go, the last one read among them, and a new one comes: it must
          // still be read (a seq given again would sit behind the cursor).
          for (const id of ['c4', 'c5', 'c6']) await store().replies.delete(id);
          await store().replies.delete('c1');
          await store().replies.insert(replyRow('c7'));
        },
      );
      expect(pages.flat().map((row) => row._id)).toEqual(['c1', 'c2', 'c3', 'c4', 'c7']);
    });

    it("refuses another list's cursor", async () => {
      await setUp();
      for (let n = 1; n <= 3; n++) await store().replies.insert(replyRow(`c${n}`));
      const { nextCursor } = await store().users.page({ limit: 1 });
      await expect(store().replies.page('p1', { limit: 1, cursor: nextCursor! })).rejects.toThrow(
        InvalidCursorError,
      );
      await expect(store().replies.page('p1', { limit: 1, cursor: 'junk' })).rejects.toThrow(
        InvalidCursorError,
      );
    });

    it("answers a person's replies, the first written first, up to a limit", async () => {
      await setUp();
      await store().replies.insert(replyRow('c1', 'p1', 'user.2'));
      await store().replies.insert(replyRow('c2', 'p2', 'user.1'));
      await store().replies.insert(replyRow('c3', 'p1', 'user.2'));
      await store().replies.insert(replyRow('c4', 'p2', 'user.2'));
      expect(ids(await store().replies.oldestBy('user.2', 2))).toEqual(['c1', 'c3']);
      expect(ids(await store().replies.oldestBy('user.2', 10))).toEqual(['c1', 'c3', 'c4']);
      expect(await store().replies.oldestBy('user.3', 10)).toEqual([]);
    });

    it("pages a person's replies, the first written first, and refuses another list's cursor", async () => {
      await setUp();
      for (let n = 1; n <= 5; n++)
        await store().replies.insert(replyRow(`c${n}`, n % 2 ? 'p1' : 'p2', 'user.2'));
      await store().replies.insert(replyRow('other', 'p1', 'user.1'));
      const pages = await allPages((cursor) =>
        store().replies.pageByAuthor('user.2', { limit: 2, ...(cursor ? { cursor } : {}) }),
      );
      expect(pages.map(ids)).toEqual([['c1', 'c2'], ['c3', 'c4'], ['c5']]);
      expect(pages[0]![0]).toEqual(replyRow('c1', 'p1', 'user.2'));
      expect(await store().replies.pageByAuthor('user.3', { limit: 2 })).toEqual({
        items: [],
        nextCursor: null,
      });
      const { nextCursor } = await store().replies.page('p1', { limit: 1 });
      await expect(
        store().replies.pageByAuthor('user.2', { limit: 1, cursor: nextCursor! }),
      ).rejects.toThrow(InvalidCursorError);
    });

    it('answers the newest replies of each post, oldest first within a post', async () => {
      await setUp();
      for (let n = 1; n <= 4; n++) await store().replies.insert(replyRow(`c${n}`));
      await store().replies.insert(replyRow('d1', 'p2'));
      expect(ids(await store().replies.newest(['p1', 'p2'], 2))).toEqual(['c3', 'c4', 'd1']);
    });
  });

  describe('reply votes', () => {
    const setUp = async () => {
      await insertUsers(store(), 4);
      await store().posts.insert(postRow('p1'));
      await store().replies.insert(replyRow('c1'));
      await store().replies.insert(replyRow('c2', 'p1', 'user.2'));
    };
    const vote = (replyId: string, userId: string, kind: 'up' | 'down') => ({
      replyId,
      userId,
      kind,
      createdAt: at,
    });

    it('counts up- and downvotes and knows the viewer’s own vote', async () => {
      await setUp();
      await store().replies.putVote(vote('c1', 'u2', 'up'));
      await store().replies.putVote(vote('c1', 'u3', 'up'));
      await store().replies.putVote(vote('c1', 'u4', 'down'));
      const states = await store().replies.states(['c1', 'c2', 'nope'], 'u4');
      expect(states.get('c1')).toEqual({
        upvoteCount: 2,
        downvoteCount: 1,
        viewerVote: 'down',
        author: authorRow(1),
      });
      expect(states.get('c2')).toEqual({
        upvoteCount: 0,
        downvoteCount: 0,
        viewerVote: null,
        author: authorRow(2),
      });
      expect(states.has('nope')).toBe(false);
      expect((await store().replies.states(['c1'])).get('c1')?.viewerVote).toBeNull();
      expect(await store().replies.getVote('c1', 'u2')).toEqual(vote('c1', 'u2', 'up'));
      expect(await store().replies.getVote('c2', 'u2')).toBeUndefined();
    });

    it('keeps one vote per user and reply: a new one replaces it, deleting takes it back', async () => {
      await setUp();
      await store().replies.putVote(vote('c1', 'u2', 'up'));
      await store().replies.putVote(vote('c1', 'u2', 'down'));
      expect((await store().replies.states(['c1'], 'u2')).get('c1')).toEqual({
        upvoteCount: 0,
        downvoteCount: 1,
        viewerVote: 'down',
        author: authorRow(1),
      });
      await store().replies.deleteVote('c1', 'u2');
      expect(await store().replies.getVote('c1', 'u2')).toBeUndefined();
      expect((await store().replies.states(['c1'], 'u2')).get('c1')?.downvoteCount).toBe(0);
    });

    it('deletes the votes with their reply, and replies and votes with their post', async () => {
      await setUp();
      await store().replies.putVote(vote('c1', 'u2', 'up'));
      await store().replies.putVote(vote('c2', 'u2', 'up'));
      await store().replies.delete('c1');
      expect(await store().replies.getVote('c1', 'u2')).toBeUndefined();
      // A reply made again under the same id starts with no votes.
      await store().replies.insert(replyRow('c1'));
      expect((await store().replies.states(['c1'])).get('c1')?.upvoteCount).toBe(0);
      await store().posts.delete('p1');
      expect(await store().replies.get('c2')).toBeUndefined();
      expect(await store().replies.getVote('c2', 'u2')).toBeUndefined();
      await store().posts.insert(postRow('p1'));
      await store().replies.insert(replyRow('c2'));
      expect((await store().replies.states(['c2'])).get('c2')?.upvoteCount).toBe(0);
    });

    it('keeps no vote on a reply that is gone', async () => {
      await setUp();
      await store().replies.putVote(vote('nope', 'u2', 'up'));
      expect(await store().replies.getVote('nope', 'u2')).toBeUndefined();
    });
  });
}
