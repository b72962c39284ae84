import type { Page, Store } from '../store/port';

/** Rows read in one question: a page of posts or replies, or of a list's people. */
export const exportPageSize = 100;

/** Every page of a keyset-paged list, one after another: one page in memory at a time. */
export async function* eachPage<T>(
  read: (cursor: string | undefined) => Promise<Page<T>>,
): AsyncIterable<T[]> {
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    if (page.items.length > 0) yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
}

/** The owner's posts, the first written first, a page at a time. */
export const postPages = (store: Store, username: string) =>
  eachPage((cursor) =>
    store.posts.list({
      authors: [username],
      order: 'oldest',
      limit: exportPageSize,
      ...(cursor ? { cursor } : {}),
    }),
  );
