import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidCursorError, StoreConflictError } from './errors';
import type { PostOrder, PostQuery, PostRow, Store, UserRow } from './port';

/**
 * The behaviour every store adapter owes the API, as one vitest suite. An adapter's test file
 * calls describeStoreContract with a factory that answers a fresh, empty store; the suite closes
 * each store after its test.
 */

const userRow = (n: number, overrides: Partial<UserRow> = {}): UserRow => ({
  _id: `u${n}`,
  username: `user.${n}`,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  email: `user${n}@example.com`,
  passwordHash: `pbkdf2$1000$salt${n}$hash${n}`,
  avatarUrl: '',
  bio: '',
  website: '',
  createdAt: `2026-11-${String(10 + n).padStart(2, '0')}T09:30:00.000+00:00`,
  updatedAt: `2026-11-${String(10 + n).padStart(2, '0')}T09:30:00.000+00:00`,
  ...overrides,
});

const postRow = (id: string, overrides: Partial<PostRow> = {}): PostRow => ({
  _id: id,
  content: `Post ${id}`,
  mediaURL: '',
  username: 'user.1',
  likeCount: 0,
  createdAt: '2026-11-21T09:30:00+05:30',
  updatedAt: '2026-11-21T09:30:00+05:30',
  ...overrides,
});

const ids = (rows: readonly { _id: string }[]) => rows.map((row) => row._id);
const sorted = (values: readonly string[]) => [...values].sort();
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const instant = (timestamp: string) => Date.parse(timestamp);

/** The key an order sorts by, in its direction: ascending numbers come first. */
const orderKey = (post: PostRow, order: PostOrder) =>
  order === 'trending'
    ? -post.likeCount
    : order === 'latest'
      ? -instant(post.createdAt)
      : instant(post.createdAt);

export function describeStoreContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`store contract: ${name}`, () => {
    let store: Store;

    beforeEach(async () => {
      store = await makeStore();
    });

    afterEach(async () => {
      await store.close();
    });

    /** Three users, inserted oldest first. */
    const insertUsers = async (count = 3) => {
      const rows = Array.from({ length: count }, (_, index) => userRow(index + 1));
      for (const row of rows) await store.users.insert(row);
      return rows;
    };

    describe('users', () => {
      it('inserts a user and gets it by id and by username', async () => {
        const [first] = await insertUsers(1);
        expect(await store.users.get('u1')).toEqual(first);
        expect(await store.users.getByUsername('user.1')).toEqual(first);
      });

      it('answers undefined for an unknown id or username', async () => {
        await insertUsers(1);
        expect(await store.users.get('nobody')).toBeUndefined();
        expect(await store.users.getByUsername('nobody')).toBeUndefined();
        expect(await store.users.getByUsername('USER.1')).toBeUndefined();
      });

      it('keeps every field exactly, including unicode and empty strings', async () => {
        const row = userRow(1, {
          firstName: 'Zoë 🌱',
          lastName: "O'Brien",
          bio: 'Line one\nline two, "quoted", \\ and 𝄞',
          website: 'https://example.com/a?b=c&d=e',
          avatarUrl: '/avatars/zoe.png',
          createdAt: '2026-11-21T09:30:00+05:30',
          updatedAt: '2026-11-21T09:30:00.000+00:00',
        });
        await store.users.insert(row);
        expect(await store.users.get(row._id)).toEqual(row);
      });

      it('lists every user, oldest first', async () => {
        expect(await store.users.list()).toEqual([]);
        const rows = await insertUsers(4);
        expect(ids(await store.users.list())).toEqual(ids(rows));
        expect(await store.users.list()).toEqual(rows);
      });

      it('gets many users by id or username, skipping unknown ones', async () => {
        await insertUsers(4);
        expect(sorted(ids(await store.users.getMany(['u3', 'u1', 'nobody'])))).toEqual([
          'u1',
          'u3',
        ]);
        expect(
          sorted(ids(await store.users.getManyByUsername(['user.4', 'user.2', 'nobody']))),
        ).toEqual(['u2', 'u4']);
        expect(await store.users.getMany([])).toEqual([]);
        expect(await store.users.getManyByUsername([])).toEqual([]);
      });

      it('changes only the fields a patch gives', async () => {
        const [first, second] = await insertUsers(2);
        await store.users.update('u1', {
          bio: 'New bio',
          updatedAt: '2026-11-22T10:00:00.000+00:00',
        });
        expect(await store.users.get('u1')).toEqual({
          ...first,
          bio: 'New bio',
          updatedAt: '2026-11-22T10:00:00.000+00:00',
        });
        expect(await store.users.get('u2')).toEqual(second);
      });

      it('leaves a field alone when the patch holds it as undefined', async () => {
        const [first] = await insertUsers(1);
        await store.users.update('u1', { website: undefined, firstName: 'Renamed' });
        expect(await store.users.get('u1')).toEqual({ ...first, firstName: 'Renamed' });
      });

      it('can set a field to the empty string', async () => {
        const [first] = await insertUsers(1);
        await store.users.update('u1', { bio: 'Something' });
        await store.users.update('u1', { bio: '' });
        expect(await store.users.get('u1')).toEqual(first);
      });

      it('ignores an update of an unknown user', async () => {
        const rows = await insertUsers(2);
        await store.users.update('nobody', { bio: 'x' });
        expect(await store.users.list()).toEqual(rows);
      });

      it('refuses a second user with a taken username', async () => {
        await insertUsers(1);
        await expect(store.users.insert(userRow(2, { username: 'user.1' }))).rejects.toBeInstanceOf(
          StoreConflictError,
        );
        expect(await store.users.get('u2')).toBeUndefined();
        expect(await store.users.list()).toHaveLength(1);
      });

      it('refuses a second user with a taken id', async () => {
        await insertUsers(1);
        await expect(
          store.users.insert(userRow(1, { username: 'other.name' })),
        ).rejects.toBeInstanceOf(StoreConflictError);
        expect(await store.users.getByUsername('other.name')).toBeUndefined();
      });

      it('answers copies: changing a returned row changes nothing stored', async () => {
        const [first] = await insertUsers(1);
        const got = (await store.users.get('u1'))!;
        got.bio = 'mutated';
        const listed = await store.users.list();
        listed[0]!.firstName = 'mutated';
        expect(await store.users.get('u1')).toEqual(first);
      });
    });

    describe('posts', () => {
      it('inserts a post and gets it', async () => {
        const row = postRow('p1', {
          content: 'Hello 👋🏽 world',
          mediaURL: '/media/a.png',
          likeCount: 3,
        });
        await store.posts.insert(row);
        expect(await store.posts.get('p1')).toEqual(row);
        expect(await store.posts.get('p2')).toBeUndefined();
      });

      it('refuses a second post with a taken id', async () => {
        await store.posts.insert(postRow('p1'));
        await expect(
          store.posts.insert(postRow('p1', { content: 'again' })),
        ).rejects.toBeInstanceOf(StoreConflictError);
        expect((await store.posts.get('p1'))?.content).toBe('Post p1');
      });

      it('changes only the fields a patch gives', async () => {
        const row = postRow('p1', { mediaURL: '/media/a.png' });
        await store.posts.insert(row);
        await store.posts.insert(postRow('p2'));
        await store.posts.update('p1', { likeCount: 5, content: undefined });
        expect(await store.posts.get('p1')).toEqual({ ...row, likeCount: 5 });
        await store.posts.update('p1', {
          content: 'Edited',
          mediaURL: '',
          updatedAt: '2026-11-22T10:00:00.000+00:00',
        });
        expect(await store.posts.get('p1')).toEqual({
          ...row,
          likeCount: 5,
          content: 'Edited',
          mediaURL: '',
          updatedAt: '2026-11-22T10:00:00.000+00:00',
        });
        expect(await store.posts.get('p2')).toEqual(postRow('p2'));
        await store.posts.update('nobody', { likeCount: 1 });
        expect(await store.posts.get('nobody')).toBeUndefined();
      });

      it('deletes a post with its reactions, comments and bookmarks, and nothing else', async () => {
        await insertUsers(2);
        for (const id of ['p1', 'p2']) {
          await store.posts.insert(postRow(id));
          await store.reactions.put({
            postId: id,
            userId: 'u1',
            kind: 'like',
            createdAt: '2026-11-21T10:00:00+05:30',
          });
          await store.comments.insert({
            _id: `c-${id}`,
            postId: id,
            username: 'user.2',
            text: 'Nice',
            createdAt: '2026-11-21T10:00:00+05:30',
            updatedAt: '2026-11-21T10:00:00+05:30',
          });
          await store.bookmarks.insert({
            userId: 'u2',
            postId: id,
            createdAt: '2026-11-21T10:00:00+05:30',
          });
        }
        await store.follows.insert({
          followerId: 'u1',
          followeeId: 'u2',
          createdAt: '2026-11-21T10:00:00+05:30',
        });

        await store.posts.delete('p1');

        expect(await store.posts.get('p1')).toBeUndefined();
        expect(await store.reactions.get('p1', 'u1')).toBeUndefined();
        expect(await store.reactions.forPosts(['p1'])).toEqual([]);
        expect(await store.comments.forPosts(['p1'])).toEqual([]);
        expect(await store.bookmarks.exists('u2', 'p1')).toBe(false);

        expect(await store.posts.get('p2')).toEqual(postRow('p2'));
        expect(await store.reactions.forPosts(['p2'])).toHaveLength(1);
        expect(ids(await store.comments.forPosts(['p2']))).toEqual(['c-p2']);
        expect((await store.bookmarks.forUsers(['u2'])).map((row) => row.postId)).toEqual(['p2']);
        expect(await store.follows.exists('u1', 'u2')).toBe(true);
        expect(await store.users.list()).toHaveLength(2);
      });

      it('ignores the delete of an unknown post', async () => {
        await store.posts.insert(postRow('p1'));
        await store.posts.delete('nobody');
        expect(ids((await store.posts.list()).items)).toEqual(['p1']);
      });
    });

    describe('posts.list', () => {
      /**
       * Ten posts: some share a createdAt (written in two offset forms), some share a likeCount,
       * and the ids do not follow the time order.
       */
      const fixture: PostRow[] = [
        postRow('k', { username: 'user.1', createdAt: '2026-11-21T09:30:00+05:30', likeCount: 2 }),
        postRow('b', {
          username: 'user.2',
          createdAt: '2026-11-21T04:00:00.000+00:00',
          likeCount: 2,
        }),
        postRow('x', {
          username: 'user.1',
          createdAt: '2026-11-21T04:00:00.000+00:00',
          likeCount: 2,
        }),
        postRow('a', {
          username: 'user.3',
          createdAt: '2026-11-21T05:00:00.000+00:00',
          likeCount: 0,
        }),
        postRow('m', {
          username: 'user.2',
          createdAt: '2026-11-20T23:59:59.999+00:00',
          likeCount: 7,
        }),
        postRow('c', { username: 'user.1', createdAt: '2026-11-22T01:00:00+05:30', likeCount: 0 }),
        postRow('z', {
          username: 'user.3',
          createdAt: '2026-11-21T09:30:00.001+05:30',
          likeCount: 7,
        }),
        postRow('d', {
          username: 'user.2',
          createdAt: '2026-11-19T12:00:00.000+00:00',
          likeCount: 2,
        }),
        postRow('q', {
          username: 'user.1',
          createdAt: '2026-11-21T04:00:00.000+00:00',
          likeCount: 0,
        }),
        postRow('e', { username: 'user.3', createdAt: '2026-11-23T00:00:00+05:30', likeCount: 1 }),
      ];
      const orders: PostOrder[] = ['latest', 'oldest', 'trending'];

      const insertFixture = async () => {
        for (const row of fixture) await store.posts.insert(row);
      };

      /** Every page of a query, following nextCursor until it is null. */
      const allPages = async (query: PostQuery) => {
        const pages: PostRow[][] = [];
        let cursor: string | undefined;
        for (;;) {
          const page = await store.posts.list({
            ...query,
            ...(cursor !== undefined ? { cursor } : {}),
          });
          pages.push(page.items);
          if (page.nextCursor === null) break;
          expect(typeof page.nextCursor).toBe('string');
          cursor = page.nextCursor;
          if (pages.length > fixture.length + 2) throw new Error('paging does not end');
        }
        return pages;
      };

      const expectInOrder = (rows: PostRow[], order: PostOrder) => {
        for (let i = 1; i < rows.length; i++) {
          expect(orderKey(rows[i - 1]!, order)).toBeLessThanOrEqual(orderKey(rows[i]!, order));
        }
      };

      it('answers an empty page for an empty store', async () => {
        expect(await store.posts.list()).toEqual({ items: [], nextCursor: null });
        expect(await store.posts.list({ order: 'trending', limit: 3 })).toEqual({
          items: [],
          nextCursor: null,
        });
      });

      it('lists every post, latest first by instant, when no order is given', async () => {
        await insertFixture();
        const page = await store.posts.list();
        expect(page.nextCursor).toBeNull();
        expect(sorted(ids(page.items))).toEqual(sorted(ids(fixture)));
        expectInOrder(page.items, 'latest');
        expect(ids(page.items)).toEqual(ids((await store.posts.list({ order: 'latest' })).items));
        // 09:30:00.001+05:30 is 04:00:00.001 UTC: later than every 04:00 post, earlier than 05:00.
        const position = (id: string) => ids(page.items).indexOf(id);
        expect(position('a')).toBeLessThan(position('z'));
        expect(position('z')).toBeLessThan(position('k'));
        expect(page.items.find((row) => row._id === 'k')).toEqual(fixture[0]);
      });

      for (const order of orders) {
        it(`orders ${order} and breaks ties the same way every time`, async () => {
          await insertFixture();
          const first = await store.posts.list({ order });
          expect(first.nextCursor).toBeNull();
          expect(sorted(ids(first.items))).toEqual(sorted(ids(fixture)));
          expectInOrder(first.items, order);
          expect(ids((await store.posts.list({ order })).items)).toEqual(ids(first.items));
        });

        it(`pages through ${order} covering every post exactly once, in order`, async () => {
          await insertFixture();
          const full = ids((await store.posts.list({ order })).items);
          for (const limit of [1, 2, 3, 4, 9, 10, 11, 50]) {
            const pages = await allPages({ order, limit });
            for (const [index, page] of pages.entries()) {
              if (index < pages.length - 1) expect(page).toHaveLength(limit);
              else expect(page.length).toBeLessThanOrEqual(limit);
            }
            expect(pages.flat().map((row) => row._id)).toEqual(full);
          }
        });

        it(`pages through ${order} with an authors filter`, async () => {
          await insertFixture();
          const authors = ['user.1', 'user.3'];
          const full = (await store.posts.list({ order, authors })).items;
          expect(sorted(ids(full))).toEqual(
            sorted(ids(fixture.filter((row) => authors.includes(row.username)))),
          );
          expectInOrder(full, order);
          for (const limit of [1, 2, 3]) {
            const pages = await allPages({ order, authors, limit });
            expect(pages.flat().map((row) => row._id)).toEqual(ids(full));
          }
        });
      }

      it('keeps paging consistent when a post is added between pages', async () => {
        await insertFixture();
        const first = await store.posts.list({ order: 'latest', limit: 4 });
        await store.posts.insert(postRow('new', { createdAt: '2026-12-01T00:00:00.000+00:00' }));
        const rest = await allPages({ order: 'latest', limit: 4, cursor: first.nextCursor! });
        const seen = [...ids(first.items), ...rest.flat().map((row) => row._id)];
        expect(seen).toEqual(
          ids((await store.posts.list({ order: 'latest' })).items).filter((id) => id !== 'new'),
        );
      });

      it('filters by authors', async () => {
        await insertFixture();
        expect(sorted(ids((await store.posts.list({ authors: ['user.2'] })).items))).toEqual([
          'b',
          'd',
          'm',
        ]);
        expect((await store.posts.list({ authors: ['nobody'] })).items).toEqual([]);
        expect((await store.posts.list({ authors: [] })).items).toEqual([]);
      });

      it('answers a null nextCursor when the limit reaches the end exactly', async () => {
        await insertFixture();
        const page = await store.posts.list({ order: 'oldest', limit: fixture.length });
        expect(page.items).toHaveLength(fixture.length);
        expect(page.nextCursor).toBeNull();
      });

      it('refuses a cursor made for another order', async () => {
        await insertFixture();
        const { nextCursor } = await store.posts.list({ order: 'latest', limit: 2 });
        expect(nextCursor).not.toBeNull();
        await expect(
          store.posts.list({ order: 'oldest', limit: 2, cursor: nextCursor! }),
        ).rejects.toBeInstanceOf(InvalidCursorError);
        await expect(
          store.posts.list({ order: 'trending', limit: 2, cursor: nextCursor! }),
        ).rejects.toBeInstanceOf(InvalidCursorError);
      });

      it('refuses a garbage cursor', async () => {
        await insertFixture();
        for (const cursor of [
          '',
          'garbage',
          '!!!',
          'e30',
          btoa('["latest","x","y"]'),
          '%00',
          '../',
        ]) {
          await expect(
            store.posts.list({ order: 'latest', limit: 2, cursor }),
          ).rejects.toBeInstanceOf(InvalidCursorError);
        }
      });
    });

    describe('reactions', () => {
      it('puts, gets and replaces the one reaction of a user to a post', async () => {
        await store.posts.insert(postRow('p1'));
        expect(await store.reactions.get('p1', 'u1')).toBeUndefined();
        const like = {
          postId: 'p1',
          userId: 'u1',
          kind: 'like' as const,
          createdAt: '2026-11-21T09:30:00+05:30',
        };
        await store.reactions.put(like);
        expect(await store.reactions.get('p1', 'u1')).toEqual(like);
        const dislike = {
          ...like,
          kind: 'dislike' as const,
          createdAt: '2026-11-21T09:31:00+05:30',
        };
        await store.reactions.put(dislike);
        expect(await store.reactions.get('p1', 'u1')).toEqual(dislike);
        expect(await store.reactions.forPosts(['p1'])).toEqual([dislike]);
        await store.reactions.put(like);
        expect(await store.reactions.forPosts(['p1'])).toEqual([like]);
      });

      it('answers the reactions of the given posts only', async () => {
        for (const id of ['p1', 'p2', 'p3']) await store.posts.insert(postRow(id));
        const at = '2026-11-21T09:30:00.000+00:00';
        await store.reactions.put({ postId: 'p1', userId: 'u1', kind: 'like', createdAt: at });
        await store.reactions.put({ postId: 'p1', userId: 'u2', kind: 'dislike', createdAt: at });
        await store.reactions.put({ postId: 'p2', userId: 'u1', kind: 'like', createdAt: at });
        await store.reactions.put({ postId: 'p3', userId: 'u3', kind: 'like', createdAt: at });
        const key = (row: { postId: string; userId: string; kind: string }) =>
          `${row.postId}/${row.userId}/${row.kind}`;
        expect((await store.reactions.forPosts(['p1', 'p2', 'nobody'])).map(key).sort()).toEqual([
          'p1/u1/like',
          'p1/u2/dislike',
          'p2/u1/like',
        ]);
        expect(await store.reactions.forPosts([])).toEqual([]);
        expect(await store.reactions.get('p2', 'u2')).toBeUndefined();
      });
    });

    describe('follows', () => {
      const at = '2026-11-21T09:30:00+05:30';

      it('inserts, checks and deletes a follow in one direction', async () => {
        await insertUsers(2);
        expect(await store.follows.exists('u1', 'u2')).toBe(false);
        await store.follows.insert({ followerId: 'u1', followeeId: 'u2', createdAt: at });
        expect(await store.follows.exists('u1', 'u2')).toBe(true);
        expect(await store.follows.exists('u2', 'u1')).toBe(false);
        await store.follows.delete('u1', 'u2');
        expect(await store.follows.exists('u1', 'u2')).toBe(false);
        await store.follows.delete('u1', 'u2');
        await store.follows.insert({ followerId: 'u1', followeeId: 'u2', createdAt: at });
        expect(await store.follows.exists('u1', 'u2')).toBe(true);
      });

      it('refuses a duplicate follow', async () => {
        await insertUsers(2);
        await store.follows.insert({ followerId: 'u1', followeeId: 'u2', createdAt: at });
        await expect(
          store.follows.insert({
            followerId: 'u1',
            followeeId: 'u2',
            createdAt: '2026-11-22T09:30:00+05:30',
          }),
        ).rejects.toBeInstanceOf(StoreConflictError);
        expect(await store.follows.touching(['u1'])).toEqual([
          { followerId: 'u1', followeeId: 'u2', createdAt: at },
        ]);
        // The reverse edge is another follow.
        await store.follows.insert({ followerId: 'u2', followeeId: 'u1', createdAt: at });
        expect(await store.follows.exists('u2', 'u1')).toBe(true);
      });

      it('answers every edge touching the users, on either side, once each', async () => {
        await insertUsers(4);
        const edges = [
          ['u1', 'u2'],
          ['u2', 'u1'],
          ['u3', 'u1'],
          ['u2', 'u3'],
          ['u3', 'u4'],
        ] as const;
        for (const [followerId, followeeId] of edges)
          await store.follows.insert({ followerId, followeeId, createdAt: at });
        const key = (row: { followerId: string; followeeId: string }) =>
          `${row.followerId}>${row.followeeId}`;
        expect((await store.follows.touching(['u1'])).map(key).sort()).toEqual([
          'u1>u2',
          'u2>u1',
          'u3>u1',
        ]);
        expect((await store.follows.touching(['u1', 'u2'])).map(key).sort()).toEqual([
          'u1>u2',
          'u2>u1',
          'u2>u3',
          'u3>u1',
        ]);
        expect((await store.follows.touching(['u4'])).map(key)).toEqual(['u3>u4']);
        expect(await store.follows.touching(['nobody'])).toEqual([]);
        expect(await store.follows.touching([])).toEqual([]);
        const [edge] = await store.follows.touching(['u4']);
        expect(edge).toEqual({ followerId: 'u3', followeeId: 'u4', createdAt: at });
      });
    });

    describe('bookmarks', () => {
      it('inserts, checks and deletes a bookmark', async () => {
        await insertUsers(1);
        await store.posts.insert(postRow('p1'));
        expect(await store.bookmarks.exists('u1', 'p1')).toBe(false);
        const row = { userId: 'u1', postId: 'p1', createdAt: '2026-11-21T09:30:00+05:30' };
        await store.bookmarks.insert(row);
        expect(await store.bookmarks.exists('u1', 'p1')).toBe(true);
        expect(await store.bookmarks.exists('u2', 'p1')).toBe(false);
        expect(await store.bookmarks.forUsers(['u1'])).toEqual([row]);
        await store.bookmarks.delete('u1', 'p1');
        expect(await store.bookmarks.exists('u1', 'p1')).toBe(false);
        expect(await store.bookmarks.forUsers(['u1'])).toEqual([]);
        await store.bookmarks.delete('u1', 'p1');
      });

      it('refuses a duplicate bookmark', async () => {
        await insertUsers(1);
        await store.posts.insert(postRow('p1'));
        await store.bookmarks.insert({
          userId: 'u1',
          postId: 'p1',
          createdAt: '2026-11-21T09:30:00+05:30',
        });
        await expect(
          store.bookmarks.insert({
            userId: 'u1',
            postId: 'p1',
            createdAt: '2026-11-22T09:30:00+05:30',
          }),
        ).rejects.toBeInstanceOf(StoreConflictError);
        expect(await store.bookmarks.forUsers(['u1'])).toHaveLength(1);
      });

      it("answers the given users' bookmarks, oldest first", async () => {
        await insertUsers(3);
        for (const id of ['p1', 'p2', 'p3']) await store.posts.insert(postRow(id));
        const rows = [
          { userId: 'u1', postId: 'p3', createdAt: '2026-11-21T09:00:00.000+00:00' },
          { userId: 'u1', postId: 'p1', createdAt: '2026-11-21T10:00:00.000+00:00' },
          { userId: 'u2', postId: 'p1', createdAt: '2026-11-21T11:00:00.000+00:00' },
          { userId: 'u1', postId: 'p2', createdAt: '2026-11-21T17:00:00+05:30' },
          { userId: 'u3', postId: 'p2', createdAt: '2026-11-21T12:00:00.000+00:00' },
        ];
        for (const row of rows) await store.bookmarks.insert(row);
        expect((await store.bookmarks.forUsers(['u1'])).map((row) => row.postId)).toEqual([
          'p3',
          'p1',
          'p2',
        ]);
        expect(await store.bookmarks.forUsers(['u1'])).toEqual([rows[0], rows[1], rows[3]]);
        const both = await store.bookmarks.forUsers(['u1', 'u2']);
        expect(both.map((row) => `${row.userId}:${row.postId}`).sort()).toEqual([
          'u1:p1',
          'u1:p2',
          'u1:p3',
          'u2:p1',
        ]);
        expect(await store.bookmarks.forUsers([])).toEqual([]);
        expect(await store.bookmarks.forUsers(['nobody'])).toEqual([]);
      });
    });

    describe('comments', () => {
      it('inserts comments and answers those of the given posts', async () => {
        await insertUsers(2);
        for (const id of ['p1', 'p2', 'p3']) await store.posts.insert(postRow(id));
        const comment = (id: string, postId: string, text: string) => ({
          _id: id,
          postId,
          username: 'user.2',
          text,
          createdAt: '2026-11-21T09:30:00+05:30',
          updatedAt: '2026-11-21T09:30:00.000+00:00',
        });
        const rows = [
          comment('c1', 'p1', 'First'),
          comment('c2', 'p2', 'Zweiter 🎉'),
          comment('c3', 'p1', 'Third'),
        ];
        for (const row of rows) await store.comments.insert(row);
        const onFirst = await store.comments.forPosts(['p1']);
        expect(sorted(ids(onFirst))).toEqual(['c1', 'c3']);
        expect(onFirst.find((row) => row._id === 'c1')).toEqual(rows[0]);
        expect(sorted(ids(await store.comments.forPosts(['p1', 'p2', 'p3'])))).toEqual([
          'c1',
          'c2',
          'c3',
        ]);
        expect(await store.comments.forPosts(['p3'])).toEqual([]);
        expect(await store.comments.forPosts([])).toEqual([]);
      });
    });

    describe('sessions', () => {
      const session = {
        _id: 's1',
        userId: 'u1',
        createdAt: '2026-11-21T09:30:00+05:30',
        expiresAt: '2026-11-28T09:30:00+05:30',
        revokedAt: null,
      };

      it('inserts and gets a session', async () => {
        await insertUsers(1);
        await store.sessions.insert(session);
        expect(await store.sessions.get('s1')).toEqual(session);
        expect(await store.sessions.get('s2')).toBeUndefined();
      });

      it('revokes a session once: a second revoke keeps the first time', async () => {
        await insertUsers(1);
        await store.sessions.insert(session);
        await store.sessions.insert({ ...session, _id: 's2' });
        await store.sessions.revoke('s1', '2026-11-22T10:00:00.000+00:00');
        expect(await store.sessions.get('s1')).toEqual({
          ...session,
          revokedAt: '2026-11-22T10:00:00.000+00:00',
        });
        await store.sessions.revoke('s1', '2026-11-23T10:00:00.000+00:00');
        expect((await store.sessions.get('s1'))?.revokedAt).toBe('2026-11-22T10:00:00.000+00:00');
        expect(await store.sessions.get('s2')).toEqual({ ...session, _id: 's2' });
        await store.sessions.revoke('nobody', '2026-11-23T10:00:00.000+00:00');
        expect(await store.sessions.get('nobody')).toBeUndefined();
      });
    });

    describe('transaction', () => {
      it('commits every write and answers what fn answers', async () => {
        await insertUsers(2);
        const answer = await store.transaction(async (tx) => {
          await tx.posts.insert(postRow('p1'));
          await tx.follows.insert({
            followerId: 'u1',
            followeeId: 'u2',
            createdAt: '2026-11-21T09:30:00+05:30',
          });
          await tx.users.update('u1', { bio: 'In a transaction' });
          // A transaction reads its own writes.
          expect((await tx.posts.get('p1'))?._id).toBe('p1');
          expect(await tx.follows.exists('u1', 'u2')).toBe(true);
          return 'done';
        });
        expect(answer).toBe('done');
        expect(await store.posts.get('p1')).toEqual(postRow('p1'));
        expect(await store.follows.exists('u1', 'u2')).toBe(true);
        expect((await store.users.get('u1'))?.bio).toBe('In a transaction');
      });

      it('rolls back every write when fn throws, and throws the same error', async () => {
        const rows = await insertUsers(2);
        await store.posts.insert(postRow('p1', { likeCount: 1 }));
        await store.reactions.put({
          postId: 'p1',
          userId: 'u2',
          kind: 'like',
          createdAt: '2026-11-21T09:30:00+05:30',
        });
        await store.bookmarks.insert({
          userId: 'u2',
          postId: 'p1',
          createdAt: '2026-11-21T09:30:00+05:30',
        });
        const failure = new Error('refused halfway');
        const attempt = store.transaction(async (tx) => {
          await tx.users.insert(userRow(3));
          await tx.users.update('u1', { bio: 'changed' });
          await tx.posts.insert(postRow('p2'));
          await tx.posts.update('p1', { likeCount: 2 });
          await tx.reactions.put({
            postId: 'p1',
            userId: 'u1',
            kind: 'like',
            createdAt: '2026-11-21T09:30:00+05:30',
          });
          await tx.follows.insert({
            followerId: 'u1',
            followeeId: 'u2',
            createdAt: '2026-11-21T09:30:00+05:30',
          });
          await tx.bookmarks.insert({
            userId: 'u1',
            postId: 'p1',
            createdAt: '2026-11-21T09:30:00+05:30',
          });
          await tx.comments.insert({
            _id: 'c1',
            postId: 'p1',
            username: 'user.1',
            text: 'Never kept',
            createdAt: '2026-11-21T09:30:00+05:30',
            updatedAt: '2026-11-21T09:30:00+05:30',
          });
          await tx.sessions.insert({
            _id: 's1',
            userId: 'u1',
            createdAt: '2026-11-21T09:30:00+05:30',
            expiresAt: '2026-11-28T09:30:00+05:30',
            revokedAt: null,
          });
          await tx.bookmarks.delete('u2', 'p1');
          throw failure;
        });
        await expect(attempt).rejects.toBe(failure);

        expect(await store.users.list()).toEqual(rows);
        expect(await store.posts.get('p1')).toEqual(postRow('p1', { likeCount: 1 }));
        expect(await store.posts.get('p2')).toBeUndefined();
        expect(await store.reactions.get('p1', 'u1')).toBeUndefined();
        expect(await store.reactions.forPosts(['p1'])).toHaveLength(1);
        expect(await store.follows.exists('u1', 'u2')).toBe(false);
        expect(await store.bookmarks.exists('u1', 'p1')).toBe(false);
        expect(await store.bookmarks.exists('u2', 'p1')).toBe(true);
        expect(await store.comments.forPosts(['p1'])).toEqual([]);
        expect(await store.sessions.get('s1')).toBeUndefined();
      });

      it('rolls back a delete with its cascade when fn throws', async () => {
        await insertUsers(1);
        await store.posts.insert(postRow('p1'));
        await store.reactions.put({
          postId: 'p1',
          userId: 'u1',
          kind: 'like',
          createdAt: '2026-11-21T09:30:00+05:30',
        });
        await store.bookmarks.insert({
          userId: 'u1',
          postId: 'p1',
          createdAt: '2026-11-21T09:30:00+05:30',
        });
        await expect(
          store.transaction(async (tx) => {
            await tx.posts.delete('p1');
            throw new Error('no');
          }),
        ).rejects.toThrow('no');
        expect(await store.posts.get('p1')).toEqual(postRow('p1'));
        expect(await store.reactions.get('p1', 'u1')).toBeDefined();
        expect(await store.bookmarks.exists('u1', 'p1')).toBe(true);
      });

      it('rolls back when a write inside conflicts, and stays usable', async () => {
        await insertUsers(1);
        await expect(
          store.transaction(async (tx) => {
            await tx.posts.insert(postRow('p1'));
            await tx.users.insert(userRow(2, { username: 'user.1' }));
          }),
        ).rejects.toBeInstanceOf(StoreConflictError);
        expect(await store.posts.get('p1')).toBeUndefined();
        await store.transaction(async (tx) => tx.posts.insert(postRow('p1')));
        expect(await store.posts.get('p1')).toEqual(postRow('p1'));
      });

      it('loses no update when two transactions read and increment the same counter', async () => {
        await store.posts.insert(postRow('p1', { likeCount: 10 }));
        const increment = (waitMs: number) =>
          store.transaction(async (tx) => {
            const post = await tx.posts.get('p1');
            await pause(waitMs);
            await tx.posts.update('p1', { likeCount: post!.likeCount + 1 });
          });
        await Promise.all([increment(20), increment(5), increment(0)]);
        expect((await store.posts.get('p1'))?.likeCount).toBe(13);
      });

      it('keeps a one-per-user rule under concurrent transactions', async () => {
        await insertUsers(1);
        await store.posts.insert(postRow('p1'));
        const bookmarkOnce = () =>
          store.transaction(async (tx) => {
            if (await tx.bookmarks.exists('u1', 'p1')) return 'already';
            await pause(5);
            await tx.bookmarks.insert({
              userId: 'u1',
              postId: 'p1',
              createdAt: '2026-11-21T09:30:00+05:30',
            });
            return 'added';
          });
        const answers = await Promise.allSettled([bookmarkOnce(), bookmarkOnce()]);
        const added = answers.filter(
          (answer) => answer.status === 'fulfilled' && answer.value === 'added',
        );
        expect(added).toHaveLength(1);
        expect(await store.bookmarks.forUsers(['u1'])).toHaveLength(1);
      });

      it('lets reads outside a transaction see its writes once it commits', async () => {
        await insertUsers(1);
        await store.transaction(async (tx) => {
          await tx.posts.insert(postRow('p1'));
          await tx.users.update('u1', { website: 'https://example.com' });
        });
        expect(await store.posts.get('p1')).toEqual(postRow('p1'));
        expect((await store.users.getByUsername('user.1'))?.website).toBe('https://example.com');
        expect(ids((await store.posts.list()).items)).toEqual(['p1']);
      });

      it('never shows a read outside a transaction a write that is rolled back', async () => {
        await insertUsers(1);
        let wrote!: () => void;
        const written = new Promise<void>((resolve) => (wrote = resolve));
        const attempt = store.transaction(async (tx) => {
          await tx.users.insert(userRow(2));
          wrote();
          await pause(20);
          throw new Error('rolled back');
        });
        await Promise.race([written, pause(50)]);
        expect(await store.users.get('u2')).toBeUndefined();
        await expect(attempt).rejects.toThrow('rolled back');
        expect(await store.users.get('u2')).toBeUndefined();
      });

      it('loses no write made outside a transaction while one runs', async () => {
        await insertUsers(1);
        await store.posts.insert(postRow('p1'));
        await store.sessions.insert({
          _id: 's1',
          userId: 'u1',
          createdAt: '2026-11-21T09:30:00+05:30',
          expiresAt: '2026-11-28T09:30:00+05:30',
          revokedAt: null,
        });
        let started!: () => void;
        const running = new Promise<void>((resolve) => (started = resolve));
        const slow = store.transaction(async (tx) => {
          const post = await tx.posts.get('p1');
          started();
          await pause(20);
          await tx.posts.update('p1', { likeCount: post!.likeCount + 1 });
        });
        await running;
        await store.sessions.revoke('s1', '2026-11-22T10:00:00.000+00:00');
        await store.users.insert(userRow(2));
        await slow;
        expect((await store.posts.get('p1'))?.likeCount).toBe(1);
        expect((await store.sessions.get('s1'))?.revokedAt).toBe('2026-11-22T10:00:00.000+00:00');
        expect(await store.users.get('u2')).toEqual(userRow(2));
      });
    });
  });
}
