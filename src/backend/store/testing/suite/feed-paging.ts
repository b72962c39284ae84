import { describe, expect, it } from 'vitest';
import { InvalidCursorError } from '@/backend/store/errors';
import { timelineLength, trimCheckEvery } from '@/backend/store/sql/home-timeline';
import { trendingWindow, type PostOrder, type PostQuery, type PostRow } from '@/backend/store/port';
import {
  allPages,
  comparePostsIn,
  ids,
  insertUsers,
  postRow,
  sorted,
  type StoreGetter,
} from './fixtures';

/** A minute of 21 November 2026 as UTC, or in India's offset when asked. */
const minute = (n: number, offset = false) => {
  const date = new Date(Date.UTC(2026, 10, 21, 0, n) + (offset ? 5.5 * 3_600_000 : 0));
  return offset ? date.toISOString().replace('Z', '+05:30') : date.toISOString();
};

/**
 * u1 follows u2 and u3; u4 follows u1 and u5 is a stranger. Others' posts fall between the feed's
 * in time, some posts share an instant (written in two offsets) or a like count.
 */
const posts: PostRow[] = [
  ['a', 1, 10, 3],
  ['k', 2, 20, 3],
  ['c', 4, 20, 0],
  ['x', 3, 30, 3],
  ['b', 5, 25, 9],
  ['m', 1, 40, 1],
  ['z', 2, 40, 5],
  ['d', 3, 41, 0],
  ['o', 4, 42, 9],
  ['e', 1, 50, 2],
  ['q', 2, 5, 1],
  ['g', 3, 60, 3],
].map(([id, author, at, likeCount], index) =>
  postRow(id as string, {
    username: `user.${author as number}`,
    createdAt: minute(at as number, index % 2 === 1),
    likeCount: likeCount as number,
  }),
);
const feedIds = ids(posts.filter((post) => /^user\.[123]$/.test(post.username)));
const orders: PostOrder[] = ['latest', 'oldest', 'trending'];

/** posts.list as a home feed (own and followed people's posts), and paging under changes. */
export function describeFeedPagingSuite(store: StoreGetter): void {
  const insertWorld = async () => {
    await insertUsers(store(), 5);
    for (const [followerId, followeeId] of [
      ['u1', 'u2'],
      ['u4', 'u1'],
      ['u1', 'u3'],
    ])
      await store().follows.insert({
        followerId: followerId!,
        followeeId: followeeId!,
        createdAt: minute(0),
      });
    for (const post of posts) await store().posts.insert(post);
  };
  const list = (query: PostQuery) =>
    allPages((cursor) => store().posts.list({ ...query, ...(cursor ? { cursor } : {}) }));

  describe('posts.list feedOf', () => {
    for (const order of orders) {
      it(`answers own and followed people's posts ${order}, each once at any limit`, async () => {
        await insertWorld();
        const whole = (await store().posts.list({ feedOf: 'u1', order })).items;
        expect(ids(whole)).toEqual(
          ids(posts.filter((post) => feedIds.includes(post._id)).sort(comparePostsIn(order))),
        );
        expect(whole.find((post) => post._id === 'k')).toEqual(posts[1]);
        for (const limit of [1, 2, 3, 5, feedIds.length - 1, feedIds.length, 100]) {
          const pages = await list({ feedOf: 'u1', order, limit });
          expect(pages.flat()).toEqual(whole);
          expect(pages.length).toBe(Math.ceil(feedIds.length / limit));
          for (const page of pages.slice(0, -1)) expect(page).toHaveLength(limit);
        }
      });
    }

    it('follows the follows: an unfollowed author leaves the feed, a followed one joins', async () => {
      await insertWorld();
      const feed = async (userId: string) =>
        sorted(ids((await store().posts.list({ feedOf: userId })).items));
      await store().follows.delete('u1', 'u3');
      expect(await feed('u1')).toEqual(['a', 'e', 'k', 'm', 'q', 'z']);
      await store().follows.insert({ followerId: 'u1', followeeId: 'u5', createdAt: minute(1) });
      expect(await feed('u1')).toEqual(['a', 'b', 'e', 'k', 'm', 'q', 'z']);
      expect(await feed('u4')).toEqual(['a', 'c', 'e', 'm', 'o']);
      expect(await feed('u5')).toEqual(['b']);
      expect(await feed('nobody')).toEqual([]);
      const page = await store().posts.list({ feedOf: 'nobody', order: 'trending', limit: 1 });
      expect(page).toEqual({ items: [], nextCursor: null });
    });

    it('keeps a feed read once up to date: new, deleted, followed and unfollowed posts', async () => {
      await insertWorld();
      let world = [...posts];
      const firstPage = async (userId: string) =>
        ids((await store().posts.list({ feedOf: userId, order: 'latest', limit: 20 })).items);
      const expected = (...authors: number[]) =>
        ids(
          world
            .filter((post) => authors.some((author) => post.username === `user.${author}`))
            .sort(comparePostsIn('latest')),
        );
      expect(await firstPage('u1')).toEqual(expected(1, 2, 3));
      expect(await firstPage('u4')).toEqual(expected(4, 1));
      const created = [
        postRow('mine', { username: 'user.1', createdAt: minute(70), likeCount: 0 }),
        postRow('theirs', { username: 'user.2', createdAt: minute(65), likeCount: 0 }),
        postRow('stranger', { username: 'user.5', createdAt: minute(80), likeCount: 0 }),
      ];
      for (const post of created) await store().posts.insert(post);
      await store().posts.delete('e');
      world = [...world, ...created].filter((post) => post._id !== 'e');
      expect(await firstPage('u1')).toEqual(expected(1, 2, 3));
      expect(await firstPage('u1')).toContain('mine');
      expect(await firstPage('u4')).toEqual(expected(4, 1));
      await store().follows.insert({ followerId: 'u1', followeeId: 'u5', createdAt: minute(1) });
      expect(await firstPage('u1')).toEqual(expected(1, 2, 3, 5));
      await store().follows.delete('u1', 'u3');
      expect(await firstPage('u1')).toEqual(expected(1, 2, 5));
      expect(await firstPage('u1')).toContain('stranger');
    });

    it(`pages through a feed longer than the ${timelineLength} posts a timeline keeps`, async () => {
      await insertUsers(store(), 2);
      await store().follows.insert({ followerId: 'u1', followeeId: 'u2', createdAt: minute(0) });
      const feed = Array.from({ length: timelineLength + 30 }, (_, n) =>
        postRow(`f${String(n).padStart(4, '0')}`, {
          username: `user.${(n % 2) + 1}`,
          createdAt: minute(100 + n),
          likeCount: 0,
        }),
      );
      await store().transaction(async (tx) => {
        for (const post of feed) await tx.posts.insert(post);
      });
      const first = await store().posts.list({ feedOf: 'u1', order: 'latest', limit: 20 });
      expect(ids(first.items)).toEqual(ids(feed.slice(-20).reverse()));
      // Written after the first page: one older than every post kept, one newer than all.
      const late = [
        postRow('old', { username: 'user.2', createdAt: minute(120), likeCount: 0 }),
        postRow('new', { username: 'user.2', createdAt: minute(10_000), likeCount: 0 }),
      ];
      for (const post of late) await store().posts.insert(post);
      const pages = await list({ feedOf: 'u1', order: 'latest', limit: 100 });
      const expected = [...feed, ...late].sort(comparePostsIn('latest'));
      expect(ids(pages.flat())).toEqual(ids(expected));
      const trending = await list({ feedOf: 'u1', order: 'trending', limit: 100 });
      const window = expected.slice(0, trendingWindow).sort(comparePostsIn('trending'));
      expect(ids(trending.flat())).toEqual(ids(window));
    });

    it('keeps a feed whole when posts written after its first page outgrow the kept timeline', async () => {
      await insertUsers(store(), 2);
      await store().follows.insert({ followerId: 'u1', followeeId: 'u2', createdAt: minute(0) });
      const make = (prefix: string, count: number, from: number) =>
        Array.from({ length: count }, (_, n) =>
          postRow(`${prefix}${String(n).padStart(4, '0')}`, {
            username: `user.${(n % 2) + 1}`,
            createdAt: minute(from + n),
            likeCount: 0,
          }),
        );
      const before = make('b', 50, 100);
      const after = make('a', 2 * timelineLength + 50, 1_000);
      for (const post of before) await store().posts.insert(post);
      expect((await store().posts.list({ feedOf: 'u1', limit: 5 })).items).toHaveLength(5);
      await store().transaction(async (tx) => {
        for (const post of after) await tx.posts.insert(post);
      });
      const expected = ids([...before, ...after].sort(comparePostsIn('latest')));
      // One of every trimCheckEvery reads checks whether a kept timeline has outgrown its length.
      for (let read = 0; read < trimCheckEvery; read++) {
        expect(ids((await store().posts.list({ feedOf: 'u1', limit: 20 })).items)).toEqual(
          expected.slice(0, 20),
        );
      }
      expect(ids((await list({ feedOf: 'u1', order: 'latest', limit: 100 })).flat())).toEqual(
        expected,
      );
    });

    it('refuses a cursor of another order or list, and a garbage one', async () => {
      await insertWorld();
      const latest = (await store().posts.list({ feedOf: 'u1', limit: 1 })).nextCursor!;
      for (const postId of ['a', 'k'])
        await store().reactions.put({ postId, userId: 'u1', kind: 'like', createdAt: minute(0) });
      const seq = (await store().posts.likedBy('u1', { limit: 1 })).nextCursor!;
      for (const [order, cursor] of [
        ['trending', latest],
        ['oldest', latest],
        ['latest', seq],
        ['latest', 'garbage'],
        ['trending', ''],
        ['trending', btoa('["trending",0,"a",1.5]')],
      ] as const) {
        await expect(
          store().posts.list({ feedOf: 'u1', order, limit: 2, cursor }),
          `${order} ${cursor}`,
        ).rejects.toBeInstanceOf(InvalidCursorError);
      }
    });

    it(`ranks only the feed's newest ${trendingWindow} posts, the window fixed by the first page`, async () => {
      await insertUsers(store(), 3);
      await store().follows.insert({ followerId: 'u1', followeeId: 'u2', createdAt: minute(0) });
      const extra = 6;
      // The oldest feed posts are the most liked; a stranger's newer posts are not in the feed.
      const feed = Array.from({ length: trendingWindow + extra }, (_, n) =>
        postRow(`f${String(n).padStart(4, '0')}`, {
          username: `user.${(n % 2) + 1}`,
          createdAt: minute(n),
          likeCount: n < extra ? 1_000 + n : (n * 7) % 13,
        }),
      );
      const strangers = Array.from({ length: 20 }, (_, n) =>
        postRow(`s${n}`, { username: 'user.3', createdAt: minute(10_000 + n), likeCount: 50 }),
      );
      await store().transaction(async (tx) => {
        for (const post of [...feed, ...strangers]) await tx.posts.insert(post);
      });
      const window = feed.slice(extra).sort(comparePostsIn('trending'));

      const pages = await list({ feedOf: 'u1', order: 'trending', limit: 120 });
      expect(pages.flat().map((post) => post._id)).toEqual(ids(window));

      // Newer posts after the first page do not push the window's oldest posts out.
      const later = Array.from({ length: 10 }, (_, n) =>
        postRow(`n${n}`, { username: 'user.2', createdAt: minute(20_000 + n), likeCount: 0 }),
      );
      const seen = await allPages(
        (cursor) =>
          store().posts.list({
            feedOf: 'u1',
            order: 'trending',
            limit: 120,
            ...(cursor ? { cursor } : {}),
          }),
        async (pagesRead) => {
          if (pagesRead === 1) for (const post of later) await store().posts.insert(post);
        },
      );
      const seenIds = seen.flat().map((post) => post._id);
      expect(seenIds.filter((id) => id.startsWith('f'))).toEqual(ids(window));
      expect(new Set(seenIds).size).toBe(seenIds.length);
      // A fresh first page moves the window on; the latest order has no window.
      const fresh = (await list({ feedOf: 'u1', order: 'trending', limit: 200 })).flat();
      expect(fresh).toHaveLength(trendingWindow);
      expect(ids(fresh)).not.toContain(feed[extra]!._id);
      expect(ids(fresh)).toContain(feed[extra + later.length]!._id);
      const latest = (await store().posts.list({ feedOf: 'u1', order: 'latest' })).items;
      expect(latest).toHaveLength(feed.length + later.length);
    });
  });

  describe('posts.list paging while posts come and go', () => {
    const queries: [string, PostQuery][] = [
      ['a feed', { feedOf: 'u1' }],
      ['every post', {}],
      ['some authors', { authors: ['user.1', 'user.4'] }],
    ];
    for (const [name, query] of queries) {
      for (const order of orders) {
        it(`pages through ${name} ${order} with no repeat and no skip`, async () => {
          await insertWorld();
          const before = (await store().posts.list({ ...query, order })).items;
          const [first, , last, next] = before;
          const created = [
            postRow('new1', { username: 'user.1', createdAt: minute(100), likeCount: 100 }),
            postRow('new0', { username: 'user.1', createdAt: minute(0), likeCount: 0 }),
            postRow('new5', { username: 'user.5', createdAt: minute(45), likeCount: 2 }),
          ];
          const pages = await allPages(
            (cursor) =>
              store().posts.list({ ...query, order, limit: 3, ...(cursor ? { cursor } : {}) }),
            async (pagesRead) => {
              if (pagesRead !== 1) return;
              // A seen post, the cursor's own post and the next one go; posts come either side.
              for (const post of [first!, last!, next!]) await store().posts.delete(post._id);
              for (const post of created) await store().posts.insert(post);
            },
          );
          const seen = pages.flat();
          const after = (await store().posts.list({ ...query, order })).items;
          const compare = comparePostsIn(order);
          const cursorPost = seen[2]!;
          expect(cursorPost).toEqual(last);
          // Page one as it was, then what is there now past the cursor's position.
          expect(ids(seen)).toEqual([
            ...ids(before.slice(0, 3)),
            ...ids(after.filter((post) => compare(post, cursorPost) > 0)),
          ]);
          expect(ids(seen)).not.toContain(next!._id);
          for (const post of before.slice(4)) expect(ids(seen)).toContain(post._id);
          expect(new Set(ids(seen)).size).toBe(seen.length);
        });
      }
    }
  });
}
