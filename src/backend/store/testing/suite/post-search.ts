import { describe, expect, it } from 'vitest';
import type { PostSearchQuery, Reader } from '@/backend/store/port';
import { foreverSuspended } from '@/backend/store/port';
import { InvalidCursorError } from '@/backend/store/errors';
import { allPages, ids, insertUsers, postRow, type StoreGetter } from './fixtures';
import { minuteOf, readingAt } from './hidden-authors';

/** Posts by user.1..3, written in id order (the newest written last). */
const posts = [
  postRow('p1', { content: 'Hello world, said the cat', username: 'user.1', likeCount: 7 }),
  postRow('p2', { content: 'HELLO again', username: 'user.2', likeCount: 5 }),
  postRow('p3', { content: 'the world is yellow', username: 'user.3', likeCount: 2 }),
  postRow('p4', { content: 'A 100% real_deal, or so', username: 'user.1', likeCount: 0 }),
  postRow('p5', { content: 'Worlds apart: hello there', username: 'user.2', likeCount: 5 }),
];

/**
 * What a store's engine finds of a term: anywhere, inside a word too (the memory store and
 * SQLite's trigrams), or whole words only (PostgreSQL's tsvector).
 */
export type TermsFound = 'inside words' | 'whole words';

/** posts.search: every term found in the text, newest written or most liked first. */
export function describePostSearchSuite(store: StoreGetter, found: TermsFound): void {
  describe('posts.search', () => {
    const insertPosts = async () => {
      await insertUsers(store(), 3);
      for (const [n, row] of posts.entries())
        await store().posts.insert({ ...row, createdAt: minuteOf(n), updatedAt: minuteOf(n) });
    };
    const search = async (terms: string[], query: Partial<PostSearchQuery> = {}) =>
      ids((await store().posts.search({ terms, sort: 'latest', limit: 50, ...query })).items);

    it('finds every term, in any case, the newest written first', async () => {
      await insertPosts();
      expect(await search(['hello'])).toEqual(['p5', 'p2', 'p1']);
      expect(await search(['hello', 'there'])).toEqual(['p5']);
      expect(await search(['nothing'])).toEqual([]);
      const [cat] = (await store().posts.search({ terms: ['cat'], sort: 'latest', limit: 5 }))
        .items;
      expect(cat).toEqual({ ...posts[0], createdAt: minuteOf(0), updatedAt: minuteOf(0) });
    });

    if (found === 'inside words')
      it('finds a term inside a word, its wildcards literal', async () => {
        await insertPosts();
        expect(await search(['ello'])).toEqual(['p5', 'p3', 'p2', 'p1']);
        expect(await search(['world', 'hello'])).toEqual(['p5', 'p1']);
        expect(await search(['l_d'])).toEqual(['p4']);
        expect(await search(['or'], { author: 'user.1' })).toEqual(['p4', 'p1']);
      });
    else
      it('finds whole words only', async () => {
        await insertPosts();
        expect(await search(['ello'])).toEqual([]);
        expect(await search(['world', 'hello'])).toEqual(['p1']);
        expect(await search(['worlds'])).toEqual(['p5']);
        expect(await search(['or'], { author: 'user.1' })).toEqual(['p4']);
      });

    it('finds a phrase only with its words together', async () => {
      await insertPosts();
      expect(await search(['hello world'])).toEqual(['p1']);
      expect(await search(['world hello'])).toEqual([]);
      expect(await search(['100%'])).toEqual(['p4']);
      expect(await search(['%%'])).toEqual([]);
      expect(await search(['"'])).toEqual([]);
    });

    it('checks a short term on the posts its longer terms or the author found', async () => {
      await insertPosts();
      expect(await search(['world', 'is'])).toEqual(['p3']);
      expect(await search(['so'], { author: 'user.1' })).toEqual(['p4']);
      expect(await search([], { author: 'user.2' })).toEqual(['p5', 'p2']);
      expect(await search(['hello'], { author: 'user.3' })).toEqual([]);
      expect(await search(['hello'], { author: 'nobody' })).toEqual([]);
    });

    it('ranks the newest matches by likes for top, the newest first among equals', async () => {
      await insertPosts();
      expect(await search(['hello'], { sort: 'top' })).toEqual(['p1', 'p5', 'p2']);
      expect(await search(['hello'], { sort: 'top', rankedMatches: 2 })).toEqual(['p5', 'p2']);
    });

    it('pages each order one at a time, each match once, its cursors its own', async () => {
      await insertPosts();
      for (const [sort, expected] of [
        ['latest', ['p5', 'p2', 'p1']],
        ['top', ['p1', 'p5', 'p2']],
      ] as const) {
        const pages = await allPages((cursor) =>
          store().posts.search({ terms: ['hello'], sort, limit: 1, ...(cursor ? { cursor } : {}) }),
        );
        expect(pages.map(ids), sort).toEqual(expected.map((id) => [id]));
      }
      const { nextCursor } = await store().posts.search({
        terms: ['hello'],
        sort: 'latest',
        limit: 1,
      });
      await expect(
        store().posts.search({ terms: ['hello'], sort: 'top', limit: 1, cursor: nextCursor! }),
      ).rejects.toBeInstanceOf(InvalidCursorError);
      await expect(
        store().posts.search({ terms: ['hello'], sort: 'latest', limit: 1, cursor: 'nonsense' }),
      ).rejects.toBeInstanceOf(InvalidCursorError);
    });

    it('follows edits and deletes', async () => {
      await insertPosts();
      await store().posts.update('p3', { content: 'now it says goodbye' });
      await store().posts.update('p4', { content: 'hello mellow yellow' });
      await store().posts.delete('p5');
      expect(await search(['hello'])).toEqual(['p4', 'p2', 'p1']);
      expect(await search(['yellow'])).toEqual(['p4']);
      expect(await search(['goodbye'])).toEqual(['p3']);
      expect(await search(['world'])).toEqual(['p1']);
      await store().posts.update('p4', { likeCount: 9 });
      expect(await search(['hello'], { sort: 'top' })).toEqual(['p4', 'p1', 'p2']);
    });

    it('leaves out the people blocked or muted by the reader, blocking them or suspended', async () => {
      await insertUsers(store(), 5);
      for (const n of [1, 2, 3, 4, 5])
        await store().posts.insert(
          postRow(`p${n}`, { content: `hello ${n}`, username: `user.${n}` }),
        );
      const hide = (hiddenN: number, kind: 'block' | 'blockedBy' | 'mute') =>
        store().hides.put({
          readerId: 'u1',
          hiddenId: `u${hiddenN}`,
          hiddenUsername: `user.${hiddenN}`,
          kind,
          untilMs: null,
          createdAt: minuteOf(0),
        });
      await hide(2, 'block');
      await hide(3, 'blockedBy');
      await hide(4, 'mute');
      await store().users.update('u5', { suspendedUntil: foreverSuspended });
      const reader: Reader = { id: 'u1', atMs: readingAt };
      expect(await search(['hello'], { reader })).toEqual(['p1']);
      expect(await search(['hello'], { reader: { id: null, atMs: readingAt } })).toEqual([
        'p4',
        'p3',
        'p2',
        'p1',
      ]);
      expect(await search(['hello'], { reader: { ...reader, staff: true } })).toEqual(['p5', 'p1']);
      expect(await search([], { author: 'user.2', reader })).toEqual([]);
    });
  });
}
