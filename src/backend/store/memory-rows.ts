import { decodeSeqCursor, encodeSeqCursor } from './cursor';
import { InvalidCursorError } from './errors';
import { toAuthorRow, type AuthorRow, type Page, type PageQuery, type UserRow } from './port';

/** Rows leave and enter the memory store as copies, so a caller's changes never reach it. */
export const copy = <T extends object>(row: T): T => ({ ...row });

export function maybeCopy<T extends object>(row: T | undefined): T | undefined {
  return row && copy(row);
}

/** What a post's or reply's state shows of its author, when they have a row. */
export function authorOf(user: UserRow | undefined): AuthorRow | undefined {
  return user && toAuthorRow(user);
}

/** A patch without its undefined fields, which would otherwise overwrite values when spread. */
export function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** One page, newest first (or oldest), of rows that carry their insertion number. */
export function seqPage<T extends object>(
  list: string,
  rows: { seq: number; item: T }[],
  page: PageQuery,
  direction: 'newest' | 'oldest' = 'newest',
): Page<T> {
  const sign = direction === 'newest' ? -1 : 1;
  let sorted = rows.sort((a, b) => (a.seq - b.seq) * sign);
  if (page.cursor !== undefined) {
    const after = decodeSeqCursor(page.cursor, list);
    if (after === undefined) throw new InvalidCursorError();
    sorted = sorted.filter((row) => (row.seq - after) * sign > 0);
  }
  const items = sorted.slice(0, page.limit);
  const more = sorted.length > page.limit;
  return {
    items: items.map((row) => copy(row.item)),
    nextCursor: more ? encodeSeqCursor(list, items[items.length - 1]!.seq) : null,
  };
}

/** How many rows have each of the wanted keys; a key without rows is left out. */
export const countBy = <T>(
  rows: Iterable<T>,
  keyOf: (row: T) => string,
  keys: Iterable<string>,
) => {
  const wanted = new Set(keys);
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = keyOf(row);
    if (wanted.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};

export const usersByName = (users: Iterable<UserRow>) =>
  new Map([...users].map((user) => [user.username, user]));
