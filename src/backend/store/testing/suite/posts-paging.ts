import { describe, expect, it } from 'vitest';
import { InvalidCursorError } from '@/backend/store/errors';
import type { PostOrder, PostQuery, PostRow } from '@/backend/store/port';
import { ids, instant, postRow, sorted, type StoreGetter } from './fixtures';

/** The key an order sorts by, in its direction: ascending numbers come first. */
const orderKey = (post: PostRow, order: PostOrder) =>
  order === 'trending'
    ? -post.likeCount
    : order === 'latest'
      ? -instant(post.createdAt)
      : instant(post.createdAt);

/** posts.list: orders, ties, the authors filter, and paging by cursor. */
export function describePostsPagingSuite(store: StoreGetter): void {
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
      for (const row of fixture) await store().posts.insert(row);
    };

    /** Every page of a query, following nextCursor until it is null. */
    const allPages = async (query: PostQuery) => {
      const pages: PostRow[][] = [];
      let cursor: string | undefined;
      for (;;) {
        const page = await store().posts.list({
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
      expect(await store().posts.list()).toEqual({ items: [], nextCursor: null });
      expect(await store().posts.list({ order: 'trending', limit: 3 })).toEqual({
        items: [],
        nextCursor: null,
      });
    });

    it('lists every post, latest first by instant, when no order is given', async () => {
      await insertFixture();
      const page = await store().posts.list();
      expect(page.nextCursor).toBeNull();
      expect(sorted(ids(page.items))).toEqual(sorted(ids(fixture)));
      expectInOrder(page.items, 'latest');
      expect(ids(page.items)).toEqual(ids((await store().posts.list({ order: 'latest' })).items));
      // 09:30:00.001+05:30 is 04:00:00.001 UTC: later than every 04:00 post, earlier than 05:00.
      const position = (id: string) => ids(page.items).indexOf(id);
      expect(position('a')).toBeLessThan(position('z'));
      expect(position('z')).toBeLessThan(position('k'));
      expect(page.items.find((row) => row._id === 'k')).toEqual(fixture[0]);
    });

    for (const order of orders) {
      it(`orders ${order} and breaks ties the same way every time`, async () => {
        await insertFixture();
        const first = await store().posts.list({ order });
        expect(first.nextCursor).toBeNull();
        expect(sorted(ids(first.items))).toEqual(sorted(ids(fixture)));
        expectInOrder(first.items, order);
        expect(ids((await store().posts.list({ order })).items)).toEqual(ids(first.items));
      });

      it(`pages through ${order} covering every post exactly once, in order`, async () => {
        await insertFixture();
        const full = ids((await store().posts.list({ order })).items);
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
        const full = (await store().posts.list({ order, authors })).items;
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
      const first = await store().posts.list({ order: 'latest', limit: 4 });
      await store().posts.insert(postRow('new', { createdAt: '2026-12-01T00:00:00.000+00:00' }));
      const rest = await allPages({ order: 'latest', limit: 4, cursor: first.nextCursor! });
      const seen = [...ids(first.items), ...rest.flat().map((row) => row._id)];
      expect(seen).toEqual(
        ids((await store().posts.list({ order: 'latest' })).items).filter((id) => id !== 'new'),
      );
    });

    it('filters by authors', async () => {
      await insertFixture();
      expect(sorted(ids((await store().posts.list({ authors: ['user.2'] })).items))).toEqual([
        'b',
        'd',
        'm',
      ]);
      expect((await store().posts.list({ authors: ['nobody'] })).items).toEqual([]);
      expect((await store().posts.list({ authors: [] })).items).toEqual([]);
    });

    it('answers a null nextCursor when the limit reaches the end exactly', async () => {
      await insertFixture();
      const page = await store().posts.list({ order: 'oldest', limit: fixture.length });
      expect(page.items).toHaveLength(fixture.length);
      expect(page.nextCursor).toBeNull();
    });

    it('refuses a cursor made for another order', async () => {
      await insertFixture();
      const { nextCursor } = await store().posts.list({ order: 'latest', limit: 2 });
      expect(nextCursor).not.toBeNull();
      await expect(
        store().posts.list({ order: 'oldest', limit: 2, cursor: nextCursor! }),
      ).rejects.toBeInstanceOf(InvalidCursorError);
      await expect(
        store().posts.list({ order: 'trending', limit: 2, cursor: nextCursor! }),
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
          store().posts.list({ order: 'latest', limit: 2, cursor }),
        ).rejects.toBeInstanceOf(InvalidCursorError);
      }
    });
  });
}
