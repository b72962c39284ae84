import { describe, expect, it } from 'vitest';
import type {
  ReplyRow,
  FollowCounts,
  FollowRow,
  PostState,
  ReactionRow,
} from '@/backend/store/port';
import { authorRow, insertUsers, postRow, type StoreGetter } from './fixtures';

const at = '2026-11-21T09:30:00+05:30';
const edgeKey = (row: FollowRow) => `${row.followerId}>${row.followeeId}`;

/** Counts against the rows they count, and what one viewer sees of their own edges. */
export function describeCountsAndViewerSuite(store: StoreGetter): void {
  describe('counts', () => {
    it('counts followers and following as the edges are, zeros included', async () => {
      const users = await insertUsers(store(), 6);
      const edges: [string, string][] = [
        ['u1', 'u2'],
        ['u2', 'u1'],
        ['u3', 'u1'],
        ['u4', 'u1'],
        ['u1', 'u3'],
        ['u5', 'u3'],
        ['u2', 'u5'],
      ];
      for (const [followerId, followeeId] of edges)
        await store().follows.insert({ followerId, followeeId, createdAt: at });
      const expected = (userIds: string[]) =>
        new Map<string, FollowCounts>(
          userIds.map((id) => [
            id,
            {
              followers: edges.filter(([, followee]) => followee === id).length,
              following: edges.filter(([follower]) => follower === id).length,
            },
          ]),
        );
      const everyone = [...users.map((user) => user._id), 'nobody'];
      expect(await store().follows.counts(everyone)).toEqual(expected(everyone));
      expect((await store().follows.counts(['u1'])).get('u1')).toEqual({
        followers: 3,
        following: 2,
      });
      expect(await store().follows.counts(['u6'])).toEqual(
        new Map([['u6', { followers: 0, following: 0 }]]),
      );
      expect(await store().follows.counts([])).toEqual(new Map());
      await store().follows.delete('u3', 'u1');
      await store().follows.delete('u2', 'u5');
      edges.splice(2, 1);
      edges.splice(-1, 1);
      expect(await store().follows.counts(everyone)).toEqual(expected(everyone));
    });

    it('counts posts by author and in all, leaving out authors without posts', async () => {
      await insertUsers(store(), 3);
      expect(await store().posts.count()).toBe(0);
      expect(await store().users.count()).toBe(3);
      for (const [id, username] of [
        ['p1', 'user.1'],
        ['p2', 'user.2'],
        ['p3', 'user.1'],
        ['p4', 'user.1'],
        ['p5', 'someone.else'],
      ])
        await store().posts.insert(postRow(id!, { username }));
      const authors = ['user.1', 'user.2', 'user.3', 'nobody'];
      expect(await store().posts.countByAuthors(authors)).toEqual(
        new Map([
          ['user.1', 3],
          ['user.2', 1],
        ]),
      );
      expect(await store().posts.count()).toBe(5);
      expect(await store().posts.countByAuthors([])).toEqual(new Map());
      await store().posts.delete('p2');
      await store().posts.delete('p3');
      expect(await store().posts.countByAuthors(authors)).toEqual(new Map([['user.1', 2]]));
      expect(await store().posts.count()).toBe(3);
    });

    it('counts users', async () => {
      expect(await store().users.count()).toBe(0);
      await insertUsers(store(), 4);
      expect(await store().users.count()).toBe(4);
    });

    it("counts replies and answers each post's newest, oldest first within a post", async () => {
      await insertUsers(store(), 2);
      for (const id of ['p1', 'p2', 'p3']) await store().posts.insert(postRow(id));
      const reply = (id: string, postId: string): ReplyRow => ({
        _id: id,
        postId,
        username: 'user.2',
        text: `Reply ${id}`,
        // Insertion order, not this text, makes "newest": the times are out of order.
        createdAt: id === 'c1' ? '2026-11-30T00:00:00.000+00:00' : at,
        updatedAt: at,
      });
      const rows = [
        reply('c3', 'p1'),
        reply('c1', 'p1'),
        reply('c9', 'p2'),
        reply('c2', 'p1'),
        reply('c5', 'p1'),
        reply('c4', 'p1'),
      ];
      for (const row of rows) await store().replies.insert(row);
      const replyCounts = async (postIds: string[]) =>
        Object.fromEntries(
          [...(await store().posts.states(postIds))].map(([id, state]) => [id, state.replyCount]),
        );
      const newest = async (postIds: string[], perPost: number) => {
        const byPost = new Map<string, string[]>();
        for (const row of await store().replies.newest(postIds, perPost))
          byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row._id]);
        return Object.fromEntries(byPost);
      };
      const posts = ['p1', 'p2', 'p3', 'nobody'];
      expect(await replyCounts(posts)).toEqual({ p1: 5, p2: 1, p3: 0 });
      expect(await newest(posts, 2)).toEqual({ p1: ['c5', 'c4'], p2: ['c9'] });
      expect(await newest(posts, 1)).toEqual({ p1: ['c4'], p2: ['c9'] });
      expect(await newest(posts, 10)).toEqual({ p1: ['c3', 'c1', 'c2', 'c5', 'c4'], p2: ['c9'] });
      expect(await newest(posts, 0)).toEqual({});
      expect(await store().replies.newest(['p2'], 3)).toEqual([rows[2]]);
      expect(await store().replies.newest([], 3)).toEqual([]);
      expect(await store().posts.states([])).toEqual(new Map());
      await store().posts.delete('p1');
      expect(await replyCounts(posts)).toEqual({ p2: 1, p3: 0 });
      expect(await newest(posts, 2)).toEqual({ p2: ['c9'] });
    });

    it('keeps reply counts right when a reply moves, a write rolls back or a post comes back', async () => {
      await insertUsers(store(), 1);
      for (const id of ['p1', 'p2']) await store().posts.insert(postRow(id));
      const reply = (id: string, postId: string): ReplyRow => ({
        _id: id,
        postId,
        username: 'user.1',
        text: 'hi',
        createdAt: at,
        updatedAt: at,
      });
      const replyCounts = async () =>
        Object.fromEntries(
          [...(await store().posts.states(['p1', 'p2']))].map(([id, s]) => [id, s.replyCount]),
        );
      for (const id of ['c1', 'c2', 'c3']) await store().replies.insert(reply(id, 'p1'));
      // A taken id replaces the reply, here on another post.
      await store().replies.insert(reply('c2', 'p2'));
      expect(await replyCounts()).toEqual({ p1: 2, p2: 1 });
      await expect(
        store().transaction(async (tx) => {
          await tx.replies.insert(reply('c4', 'p2'));
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await replyCounts()).toEqual({ p1: 2, p2: 1 });
      await store().posts.delete('p1');
      await store().posts.insert(postRow('p1'));
      expect(await replyCounts()).toEqual({ p1: 0, p2: 1 });
    });

    it("answers the newest replies of a capped list's 1,000 posts at once", async () => {
      await insertUsers(store(), 1);
      const postIds = Array.from({ length: 1000 }, (_, n) => `p${n}`);
      await store().transaction(async (tx) => {
        for (const id of postIds) await tx.posts.insert(postRow(id));
        // Every 100th post gets three replies, in the order of the posts.
        for (const [n, postId] of postIds.entries())
          if (n % 100 === 0)
            for (const k of [1, 2, 3])
              await tx.replies.insert({
                _id: `c${n}-${k}`,
                postId,
                username: 'user.1',
                text: 'hi',
                createdAt: at,
                updatedAt: at,
              });
      });
      const newest = await store().replies.newest(postIds, 2);
      expect(newest.map((row) => row._id)).toEqual(
        postIds.flatMap((_, n) => (n % 100 === 0 ? [`c${n}-2`, `c${n}-3`] : [])),
      );
    });
  });

  describe("a viewer's own state", () => {
    it('gives each of two viewers of one post only their own reactions and bookmarks', async () => {
      await insertUsers(store(), 3);
      const author = authorRow(1);
      // p3 is user.2's: each state carries its own post's author.
      for (const id of ['p1', 'p2']) await store().posts.insert(postRow(id));
      await store().posts.insert(postRow('p3', { username: 'user.2' }));
      const reaction = (userId: string, postId: string, kind: 'like' | 'dislike'): ReactionRow => ({
        postId,
        userId,
        kind,
        createdAt: at,
      });
      const reactions = [
        reaction('u1', 'p1', 'like'),
        reaction('u2', 'p1', 'dislike'),
        reaction('u2', 'p2', 'like'),
        reaction('u3', 'p3', 'like'),
      ];
      for (const row of reactions) await store().reactions.put(row);
      for (const [userId, postId] of [
        ['u1', 'p2'],
        ['u2', 'p1'],
        ['u2', 'p2'],
        ['u3', 'p1'],
      ])
        await store().bookmarks.insert({ userId: userId!, postId: postId!, createdAt: at });
      const shown = ['p1', 'p2', 'p3', 'nobody'];
      const stateOf = async (viewerId: string | undefined, postIds: string[]) =>
        withoutReplyVersions(await store().posts.states(postIds, viewerId));
      const none = {
        replyCount: 0,
        reaction: null,
        bookmarked: false,
        author,
        repostCount: 0,
        quoteCount: 0,
        reposted: false,
      };
      const noneOfP3 = { ...none, author: authorRow(2) };
      expect(await stateOf('u1', shown)).toEqual({
        p1: { ...none, reaction: 'like' },
        p2: { ...none, bookmarked: true },
        p3: noneOfP3,
      });
      expect(await stateOf('u2', shown)).toEqual({
        p1: { ...none, reaction: 'dislike', bookmarked: true },
        p2: { ...none, reaction: 'like', bookmarked: true },
        p3: noneOfP3,
      });
      // Without a viewer, nobody's reactions or bookmarks show.
      expect(await stateOf(undefined, shown)).toEqual({ p1: none, p2: none, p3: noneOfP3 });
      expect(await stateOf('u1', [])).toEqual({});
    });

    it('gives a post whose author has no row no author, and its state all the same', async () => {
      await insertUsers(store(), 1);
      await store().posts.insert(postRow('p1', { username: 'nobody.here' }));
      expect(withoutReplyVersions(await store().posts.states(['p1'], 'u1'))).toEqual({
        p1: {
          replyCount: 0,
          reaction: null,
          bookmarked: false,
          author: undefined,
          repostCount: 0,
          quoteCount: 0,
          reposted: false,
        },
      });
    });

    it('gives each viewer the edges, either way, between them and the people shown', async () => {
      await insertUsers(store(), 5);
      const edges: FollowRow[] = [
        ['u1', 'u3'],
        ['u3', 'u1'],
        ['u2', 'u3'],
        ['u4', 'u2'],
        ['u1', 'u4'],
        ['u3', 'u5'],
      ].map(([followerId, followeeId], index) => ({
        followerId: followerId!,
        followeeId: followeeId!,
        createdAt: `2026-11-21T09:3${index}:00.000+00:00`,
      }));
      for (const edge of edges) await store().follows.insert(edge);
      const shown = ['u3', 'u4', 'u5', 'nobody'];
      const between = async (userId: string, otherIds: string[]) =>
        [...(await store().follows.between(userId, otherIds))].sort((a, b) =>
          edgeKey(a) < edgeKey(b) ? -1 : 1,
        );
      expect(await between('u1', shown)).toEqual([edges[0], edges[4], edges[1]]);
      expect(await between('u2', shown)).toEqual([edges[2], edges[3]]);
      expect(await between('u5', ['u1', 'u2', 'u4'])).toEqual([]);
      expect(await between('u1', [])).toEqual([]);
      await store().follows.delete('u3', 'u1');
      expect((await between('u1', shown)).map(edgeKey)).toEqual(['u1>u3', 'u1>u4']);
    });
  });
}

/** States as an object by post id, without the reply versions a SQL store keeps (checked apart). */
function withoutReplyVersions(states: Map<string, PostState>) {
  return Object.fromEntries(
    [...states].map(([id, { replyVersion: _version, ...state }]) => [id, state]),
  );
}
