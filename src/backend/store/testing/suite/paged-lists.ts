import { describe, expect, it } from 'vitest';
import { InvalidCursorError } from '@/backend/store/errors';
import type { Page, PageQuery, Store } from '@/backend/store/port';
import { allPages, ids, postRow, userRow, type StoreGetter } from './fixtures';

const at = '2026-11-21T09:30:00+05:30';

/**
 * People inserted in this order (not by id, nor by createdAt); "match" is in some first names
 * and usernames, in any case. u1 is the viewer.
 */
const people = [
  userRow(1, { firstName: 'Matchless' }),
  userRow(5),
  userRow(3, { firstName: 'Matching' }),
  userRow(8, { username: 'match_8' }),
  userRow(2, { lastName: 'Match', email: 'match@example.com' }),
  userRow(7, { firstName: 'reMATCHed', createdAt: '2026-11-01T00:00:00.000+00:00' }),
  userRow(4),
  userRow(6, { firstName: 'Mat' }),
];

/** u1's likes, bookmarks and follows among others' edges, each list made in a known order. */
async function insertWorld(store: Store): Promise<void> {
  for (const row of people) await store.users.insert(row);
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8])
    await store.posts.insert(postRow(`p${n}`, { username: `user.${(n % 3) + 2}` }));
  const react = (userId: string, postId: string, kind: 'like' | 'dislike') =>
    store.reactions.put({ postId, userId, kind, createdAt: at });
  await react('u1', 'p3', 'like');
  await react('u1', 'p1', 'like');
  await react('u1', 'p7', 'like');
  await react('u2', 'p6', 'like');
  await react('u1', 'p4', 'dislike');
  await react('u1', 'p5', 'like');
  await react('u1', 'p2', 'like');
  await react('u1', 'p7', 'dislike');
  for (const [userId, postId] of [
    ['u1', 'p4'],
    ['u1', 'p2'],
    ['u2', 'p3'],
    ['u1', 'p8'],
    ['u1', 'p1'],
    ['u1', 'p6'],
  ])
    await store.bookmarks.insert({ userId: userId!, postId: postId!, createdAt: at });
  for (const [followerId, followeeId] of [
    ['u1', 'u3'],
    ['u4', 'u1'],
    ['u1', 'u2'],
    ['u6', 'u1'],
    ['u7', 'u8'],
    ['u1', 'u5'],
    ['u2', 'u1'],
    ['u1', 'u7'],
    ['u8', 'u1'],
  ])
    await store.follows.insert({ followerId: followerId!, followeeId: followeeId!, createdAt: at });
}

interface SeqList {
  name: string;
  /** Lists that share a cursor: the same list read with other filters. */
  family: string;
  read: (store: Store, page: PageQuery) => Promise<Page<{ _id: string }>>;
  /** The whole list after insertWorld, in its order. */
  expected: string[];
  /** Takes an item off the list; absent where the port cannot. */
  remove?: (store: Store, id: string) => Promise<void>;
  /** Puts an item back, or a new one, on the list. */
  add: (store: Store, id?: string) => Promise<void>;
}

const like = (store: Store, postId: string) =>
  store.reactions.put({ postId, userId: 'u1', kind: 'like', createdAt: at });
const follow = (store: Store, followerId: string, followeeId: string) =>
  store.follows.insert({ followerId, followeeId, createdAt: at });

const lists: SeqList[] = [
  {
    name: 'liked posts',
    family: 'liked',
    read: (store, page) => store.posts.likedBy('u1', page),
    expected: ['p2', 'p5', 'p1', 'p3'],
    remove: (store, id) => store.posts.delete(id),
    add: async (store, id) => {
      if (id) await store.posts.insert(postRow(id));
      await like(store, id ?? 'p6');
    },
  },
  {
    name: 'bookmarked posts',
    family: 'bookmarked',
    read: (store, page) => store.posts.bookmarkedBy('u1', page),
    expected: ['p6', 'p1', 'p8', 'p2', 'p4'],
    remove: (store, id) => store.bookmarks.delete('u1', id),
    add: (store, id) => store.bookmarks.insert({ userId: 'u1', postId: id ?? 'p3', createdAt: at }),
  },
  {
    name: 'followers',
    family: 'followers',
    read: (store, page) => store.follows.followers('u1', page),
    expected: ['u8', 'u2', 'u6', 'u4'],
    remove: (store, id) => store.follows.delete(id, 'u1'),
    add: (store, id) => follow(store, id ?? 'u3', 'u1'),
  },
  {
    name: 'following',
    family: 'following',
    read: (store, page) => store.follows.following('u1', page),
    expected: ['u7', 'u5', 'u2', 'u3'],
    remove: (store, id) => store.follows.delete('u1', id),
    add: (store, id) => follow(store, 'u1', id ?? 'u4'),
  },
  {
    name: 'people',
    family: 'users',
    read: (store, page) => store.users.page(page),
    expected: ['u6', 'u4', 'u7', 'u2', 'u8', 'u3', 'u5', 'u1'],
    add: (store) => store.users.insert(userRow(9, { firstName: 'Matchbox' })),
  },
  {
    name: 'people matching a search',
    family: 'users',
    read: (store, page) => store.users.page({ ...page, q: 'MATCH', excludeId: 'u1' }),
    expected: ['u7', 'u8', 'u3'],
    add: (store) => store.users.insert(userRow(9, { firstName: 'Matchbox' })),
  },
];

const garbageCursors = [
  '',
  'garbage',
  '!!!',
  'e30',
  '%00',
  btoa('["users"]'),
  btoa('["users","3"]'),
  btoa('["users",1.5]'),
  btoa('["users",3,4]'),
  btoa('{"users":3}'),
  btoa('["latest",0,"p1"]'),
];

/** The lists kept in insertion order, newest first: liked, bookmarked, follows and people. */
export function describePagedListsSuite(store: StoreGetter): void {
  describe('paged lists', () => {
    for (const list of lists) {
      const read = (page: PageQuery) => list.read(store(), page);

      it(`pages through ${list.name}, newest first, each item once at any limit`, async () => {
        await insertWorld(store());
        expect(ids((await read({ limit: 100 })).items)).toEqual(list.expected);
        for (let limit = 1; limit <= list.expected.length + 1; limit++) {
          const pages = await allPages((cursor) => read({ limit, ...(cursor ? { cursor } : {}) }));
          expect(pages.flat().map((item) => item._id)).toEqual(list.expected);
          expect(pages.length).toBe(Math.ceil(list.expected.length / limit));
          for (const page of pages.slice(0, -1)) expect(page).toHaveLength(limit);
        }
        const whole = await read({ limit: list.expected.length });
        expect(ids(whole.items)).toEqual(list.expected);
        expect(whole.nextCursor).toBeNull();
      });

      it(`pages through ${list.name} while items come and go between pages`, async () => {
        await insertWorld(store());
        const [first, last, next] = list.expected;
        const pages = await allPages(
          (cursor) => read({ limit: 2, ...(cursor ? { cursor } : {}) }),
          async (pagesRead) => {
            if (pagesRead !== 1) return;
            // The page's last item (the cursor's row) and the next one go; new items come,
            // and so does the last item again: all newer than the cursor.
            if (list.remove) {
              await list.remove(store(), last!);
              await list.remove(store(), next!);
            }
            await list.add(store());
            if (list.remove) await list.add(store(), last);
          },
        );
        const expected = list.remove ? list.expected.filter((id) => id !== next) : list.expected;
        expect(pages.flat().map((item) => item._id)).toEqual(expected);
        expect(ids((await read({ limit: 100 })).items)[0]).not.toBe(first);
      });

      it(`refuses another list's cursor and a garbage cursor for ${list.name}`, async () => {
        await insertWorld(store());
        const foreign = [
          ...(await Promise.all(
            lists
              .filter((other) => other.family !== list.family)
              .map(async (other) => (await other.read(store(), { limit: 1 })).nextCursor!),
          )),
          (await store().posts.list({ limit: 1 })).nextCursor!,
          (await store().posts.list({ feedOf: 'u1', order: 'trending', limit: 1 })).nextCursor!,
        ];
        for (const cursor of [...foreign, ...garbageCursors]) {
          await expect(read({ limit: 2, cursor }), cursor).rejects.toBeInstanceOf(
            InvalidCursorError,
          );
        }
      });
    }

    it('answers an empty last page for an empty list, at limit 1', async () => {
      await insertWorld(store());
      const empty = { items: [], nextCursor: null };
      expect(await store().posts.likedBy('u5', { limit: 1 })).toEqual(empty);
      expect(await store().posts.bookmarkedBy('u5', { limit: 1 })).toEqual(empty);
      expect(await store().follows.followers('u4', { limit: 1 })).toEqual(empty);
      expect(await store().follows.following('u5', { limit: 1 })).toEqual(empty);
      expect(await store().users.page({ limit: 1, q: 'nobody' })).toEqual(empty);
      expect(await store().posts.likedBy('nobody', { limit: 1 })).toEqual(empty);
    });

    it('answers whole rows: posts for likes and bookmarks, people for follows', async () => {
      await insertWorld(store());
      const page = { limit: 1 };
      expect((await store().posts.likedBy('u1', page)).items).toEqual([
        postRow('p2', { username: 'user.4' }),
      ]);
      expect((await store().posts.bookmarkedBy('u1', page)).items).toEqual([
        postRow('p6', { username: 'user.2' }),
      ]);
      const byId = (id: string) => people.find((row) => row._id === id);
      expect((await store().follows.followers('u1', page)).items).toEqual([byId('u8')]);
      expect((await store().follows.following('u1', page)).items).toEqual([byId('u7')]);
      expect((await store().users.page(page)).items).toEqual([byId('u6')]);
    });

    it('puts a follow or bookmark made again after its removal first', async () => {
      await insertWorld(store());
      await store().follows.delete('u1', 'u3');
      await follow(store(), 'u1', 'u3');
      await store().bookmarks.delete('u1', 'p4');
      await store().bookmarks.insert({ userId: 'u1', postId: 'p4', createdAt: at });
      await store().follows.delete('u4', 'u1');
      await follow(store(), 'u4', 'u1');
      const limit = 100;
      expect(ids((await store().follows.following('u1', { limit })).items)).toEqual([
        'u3',
        'u7',
        'u5',
        'u2',
      ]);
      expect(ids((await store().posts.bookmarkedBy('u1', { limit })).items)).toEqual([
        'p4',
        'p6',
        'p1',
        'p8',
        'p2',
      ]);
      expect(ids((await store().follows.followers('u1', { limit })).items)).toEqual([
        'u4',
        'u8',
        'u2',
        'u6',
      ]);
    });

    it('never shows an edge twice when the newest are deleted and one is made again', async () => {
      for (const row of people.slice(0, 3)) await store().users.insert(row);
      await follow(store(), 'u5', 'u1');
      await follow(store(), 'u3', 'u1');
      const first = await store().follows.followers('u1', { limit: 1 });
      expect(ids(first.items)).toEqual(['u3']);
      // Every edge goes and u3 follows again: its new number must not fall behind the cursor
      // (SQLite without AUTOINCREMENT would give it u5's old one, and show u3 twice).
      await store().follows.delete('u3', 'u1');
      await store().follows.delete('u5', 'u1');
      await follow(store(), 'u3', 'u1');
      const rest = await store().follows.followers('u1', { limit: 10, cursor: first.nextCursor! });
      expect(rest).toEqual({ items: [], nextCursor: null });
    });
  });
}
