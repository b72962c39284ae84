import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postRow, userRow } from '@/backend/store/testing/suite/fixtures';
import { encodeCursor } from '@/backend/store/cursor';
import { InvalidCursorError, StoreConflictError } from '@/backend/store/errors';
import { createMemoryStore } from '@/backend/store/memory-store';
import type { PostOrder, Store } from '@/backend/store/port';
import { readDay } from '@/backend/store/sql/timeline-read-days';

/**
 * What the contract suite does not reach but SQL can get wrong: foreign keys, lists longer than a
 * statement's parameter limit, many transactions racing on one row, a conflict caught inside a
 * transaction, and id ordering under the database's collation.
 */
export function describeSqlStoreChecks(name: string, openStore: () => Promise<Store>): void {
  describe(`SQL store: ${name}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await openStore();
    });
    afterEach(async () => {
      await store.close();
    });

    it('enforces foreign keys: an edge to an unknown user is refused', async () => {
      await store.users.insert(userRow(1));
      await expect(
        store.follows.insert({
          followerId: 'u1',
          followeeId: 'nobody',
          createdAt: '2026-11-21T09:30:00+05:30',
        }),
      ).rejects.toThrow(/foreign key/i);
      expect(await store.follows.touching(['u1'])).toEqual([]);
    });

    it('answers lists of 2,000 ids in one statement each', async () => {
      const at = '2026-11-21T09:30:00.000+00:00';
      const users = Array.from({ length: 2_000 }, (_, index) =>
        userRow(index + 1, { createdAt: at, updatedAt: at }),
      );
      // Every 20th user writes, so that each long list finds some rows among many misses.
      const writers = users.filter((_, index) => index % 20 === 0);
      await store.transaction(async (tx) => {
        for (const user of users) await tx.users.insert(user);
        for (const user of writers) {
          const postId = `p${user._id}`;
          await tx.posts.insert(postRow(postId, { username: user.username }));
          await tx.reactions.put({ postId, userId: user._id, kind: 'like', createdAt: at });
          await tx.bookmarks.insert({ userId: user._id, postId, createdAt: at });
          await tx.follows.insert({ followerId: user._id, followeeId: 'u2', createdAt: at });
        }
      });
      const ids = users.map((user) => user._id).reverse();
      expect((await store.users.getMany(ids)).map((user) => user._id)).toEqual(ids);
      const usernames = users.map((user) => user.username);
      expect(await store.users.getManyByUsername(usernames)).toEqual(users);
      const postIds = users.map((user) => `p${user._id}`);
      expect(await store.reactions.forPosts(postIds)).toHaveLength(writers.length);
      expect(await store.replies.forPosts(postIds)).toEqual([]);
      expect(await store.bookmarks.forUsers(ids)).toHaveLength(writers.length);
      expect(await store.follows.touching(ids)).toHaveLength(writers.length);
      const page = await store.posts.list({ authors: usernames, order: 'oldest', limit: 60 });
      expect(page.items).toHaveLength(60);
      const rest = await store.posts.list({
        authors: usernames,
        order: 'oldest',
        cursor: page.nextCursor!,
      });
      expect([...page.items, ...rest.items].map((post) => post._id).sort()).toEqual(
        writers.map((user) => `p${user._id}`).sort(),
      );
    });

    it('loses no like when 20 transactions read and increment one counter at once', async () => {
      await store.posts.insert(postRow('p1'));
      const like = (n: number) =>
        store.transaction(async (tx) => {
          const post = await tx.posts.get('p1');
          await tx.reactions.put({
            postId: 'p1',
            userId: `u${n}`,
            kind: 'like',
            createdAt: post!.createdAt,
          });
          await tx.posts.update('p1', { likeCount: post!.likeCount + 1 });
        });
      await Promise.all(Array.from({ length: 20 }, (_, n) => like(n)));
      expect((await store.posts.get('p1'))?.likeCount).toBe(20);
      expect(await store.reactions.forPosts(['p1'])).toHaveLength(20);
    });

    it('surfaces a taken username as a conflict the transaction can carry on from', async () => {
      await store.users.insert(userRow(1));
      const answer = await store.transaction(async (tx) => {
        const refused = await tx.users.insert(userRow(2, { username: 'user.1' })).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(refused).toBeInstanceOf(StoreConflictError);
        // The API answers a conflict on the username with 422 username_taken (error-answers.ts).
        expect(refused).toMatchObject({ on: 'username' });
        await tx.users.insert(userRow(2, { username: 'user.2' }));
        return 'carried on';
      });
      expect(answer).toBe('carried on');
      expect((await store.users.list()).map((user) => user.username)).toEqual(['user.1', 'user.2']);
    });

    it("pages on from a cursor whose key is past a column's range, as the memory adapter does", async () => {
      const memory = createMemoryStore();
      for (const target of [memory, store]) {
        for (const [index, id] of ['a', 'b', 'c'].entries())
          await target.posts.insert(postRow(id, { likeCount: index }));
      }
      for (const cursor of [
        encodeCursor({ order: 'trending', key: 2 ** 40, id: '' }),
        encodeCursor({ order: 'trending', key: -(2 ** 40), id: '' }),
      ]) {
        const query = { order: 'trending' as const, limit: 2, cursor };
        expect(await store.posts.list(query)).toEqual(await memory.posts.list(query));
      }
      // No cursor this store makes holds a fraction; one that does is not ours.
      const fractional = encodeCursor({ order: 'trending', key: 1.5, id: 'a' });
      await expect(
        store.posts.list({ order: 'trending', cursor: fractional }),
      ).rejects.toBeInstanceOf(InvalidCursorError);
    });

    it('orders ids by code point and lists in insertion order, as the memory adapter does', async () => {
      const memory = createMemoryStore();
      const sameTime = '2026-11-21T04:00:00.000+00:00';
      const rows = ['b', 'B', 'a', 'é', 'A', '_', 'a-1', 'a1', 'Z'].map((id, index) =>
        postRow(id, { createdAt: sameTime, likeCount: index % 2 }),
      );
      for (const target of [memory, store]) {
        await target.users.insert(userRow(2));
        await target.users.insert(userRow(1));
        for (const row of rows) await target.posts.insert(row);
        for (const row of [...rows].reverse())
          await target.replies.insert({
            _id: `c-${row._id}`,
            postId: row._id,
            username: 'user.1',
            text: '',
            createdAt: sameTime,
            updatedAt: sameTime,
          });
      }
      const orders: PostOrder[] = ['latest', 'oldest', 'trending'];
      for (const order of orders) {
        expect(await store.posts.list({ order })).toEqual(await memory.posts.list({ order }));
        expect(await store.posts.list({ order, limit: 4 })).toEqual(
          await memory.posts.list({ order, limit: 4 }),
        );
      }
      expect(await store.users.list()).toEqual(await memory.users.list());
      const postIds = rows.map((row) => row._id);
      expect(await store.replies.forPosts(postIds)).toEqual(await memory.replies.forPosts(postIds));
    });

    it("reads a post's newest replies again whenever one is added, edited or deleted", async () => {
      for (const n of [1, 2]) await store.users.insert(userRow(n));
      await store.posts.insert(postRow('p1'));
      const reply = (id: string, text = `Reply ${id}`) => ({
        _id: id,
        postId: 'p1',
        username: 'user.2',
        text,
        createdAt: '2026-11-21T09:30:00+05:30',
        updatedAt: '2026-11-21T09:30:00+05:30',
      });
      for (const id of ['c1', 'c2', 'c3']) await store.replies.insert(reply(id));
      const version = async () => (await store.posts.states(['p1'], 'u1')).get('p1')!.replyVersion!;
      // As a list asks: the versions read with the states, then the replies.
      const shown = async () => {
        const rows = await store.replies.newest(['p1'], 2, new Map([['p1', await version()]]));
        return rows.map((row) => `${row._id}: ${row.text}`);
      };
      expect(await shown()).toEqual(['c2: Reply c2', 'c3: Reply c3']);
      expect(await shown()).toEqual(['c2: Reply c2', 'c3: Reply c3']);

      await store.replies.update('c3', { text: 'Edited', updatedAt: '2026-11-21T10:00:00+05:30' });
      expect(await shown()).toEqual(['c2: Reply c2', 'c3: Edited']);
      await store.replies.delete('c3');
      expect(await shown()).toEqual(['c1: Reply c1', 'c2: Reply c2']);
      // One gone and one come: the count is as before, the replies are not.
      await store.transaction(async (tx) => {
        await tx.replies.delete('c1');
        await tx.replies.insert(reply('c4'));
      });
      expect(await shown()).toEqual(['c2: Reply c2', 'c4: Reply c4']);

      // A vote changes counts, read with every page, not the replies: the version stays.
      const before = await version();
      await store.replies.putVote({
        replyId: 'c4',
        userId: 'u1',
        kind: 'up',
        createdAt: '2026-11-21T10:00:00+05:30',
      });
      expect(await version()).toBe(before);
      // A transaction that is rolled back leaves the replies and their version as they were.
      await expect(
        store.transaction(async (tx) => {
          await tx.replies.insert(reply('c5'));
          await tx.replies.newest(['p1'], 2, new Map([['p1', before + 1]]));
          throw new Error('taken back');
        }),
      ).rejects.toThrow('taken back');
      expect(await version()).toBe(before);
      expect(await shown()).toEqual(['c2: Reply c2', 'c4: Reply c4']);
      await store.replies.insert(reply('c6'));
      expect(await shown()).toEqual(['c4: Reply c4', 'c6: Reply c6']);
    });

    it("forgets a quiet reader's kept timeline, and builds it again on their next page", async () => {
      for (const n of [1, 2]) await store.users.insert(userRow(n));
      await store.follows.insert({ followerId: 'u1', followeeId: 'u2', createdAt: '2026-11-21' });
      const write = (id: string, minute: number) =>
        store.posts.insert(
          postRow(id, {
            username: 'user.2',
            createdAt: new Date(Date.UTC(2026, 10, 21, 0, minute)).toISOString(),
          }),
        );
      for (let minute = 0; minute < 5; minute++) await write(`p${minute}`, minute);
      const feed = async () =>
        (await store.posts.list({ feedOf: 'u1', limit: 20 })).items.map((post) => post._id);
      expect(await feed()).toEqual(['p4', 'p3', 'p2', 'p1', 'p0']);

      // Read today: kept by a cut-off of today, forgotten by one of tomorrow.
      const today = readDay(Date.now());
      expect(await store.posts.forgetQuietTimelines(today)).toBe(0);
      expect(await store.posts.forgetQuietTimelines(today + 1)).toBe(1);
      expect(await store.posts.forgetQuietTimelines(today + 1)).toBe(0);
      // A post written meanwhile fans out to no timeline of u1's; the rebuilt one holds it.
      await write('p5', 5);
      expect(await feed()).toEqual(['p5', 'p4', 'p3', 'p2', 'p1', 'p0']);
      await write('p6', 6);
      expect(await feed()).toEqual(['p6', 'p5', 'p4', 'p3', 'p2', 'p1', 'p0']);
      expect(await store.posts.forgetQuietTimelines(today + 1)).toBe(1);
    });
  });
}
