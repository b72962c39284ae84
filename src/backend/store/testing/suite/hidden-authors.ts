import { expect } from 'vitest';
import type { Reader } from '@/backend/store/port';
import { allPages, ids, insertUsers, postRow, type StoreGetter } from './fixtures';

/** The instant the suites of hidden people read at, and the times of that day's posts. */
export const readingAt = Date.parse('2026-11-21T12:00:00Z');
export const minuteOf = (n: number) => new Date(Date.UTC(2026, 10, 21, 0, n)).toISOString();

/**
 * Twelve posts by user.2, user.3 and user.4, read two at a time in every order while user.2 is
 * hidden from the reader after every odd page and shown again after every even one: each post
 * never hidden is read once and in order, and nothing is read twice.
 */
export async function expectSteadyPagesWhileHiding(
  store: StoreGetter,
  reader: Reader,
  hideUser2: (hidden: boolean) => Promise<void>,
) {
  await insertUsers(store(), 4);
  for (let n = 0; n < 12; n++)
    await store().posts.insert(
      postRow(`p${String(n).padStart(2, '0')}`, {
        username: `user.${(n % 3) + 2}`,
        createdAt: minuteOf(n),
        likeCount: n % 4,
      }),
    );
  for (const order of ['latest', 'oldest', 'trending'] as const) {
    const pages = await allPages(
      (cursor) => store().posts.list({ order, limit: 2, reader, ...(cursor ? { cursor } : {}) }),
      (pagesRead) => hideUser2(pagesRead % 2 === 1),
    );
    const found = ids(pages.flat());
    expect(new Set(found).size, order).toBe(found.length);
    const others = (await store().posts.list({ order })).items.filter(
      (post) => post.username !== 'user.2',
    );
    expect(
      found.filter((id) => others.some((post) => post._id === id)),
      order,
    ).toEqual(ids(others));
    await hideUser2(false);
  }
}
