import type { Kysely } from 'kysely';
import { decodeSeqCursor, encodeSeqCursor } from '../cursor';
import { InvalidCursorError } from '../errors';
import type { Page, PageQuery } from '../port';
import type { Database } from './schema';

/**
 * One page of a list kept in insertion order, newest first: run reads at most `limit` rows whose
 * seq is below `before` (all when undefined), each with its seq. One more row than the page asks
 * for tells whether another page follows. PostgreSQL answers a bigint seq as a string. A list read
 * oldest first (a post's replies) does the same with rows whose seq is above the cursor's.
 */
export async function pageBySeq<Row>(
  list: string,
  page: PageQuery,
  run: (cursor: number | undefined, limit: number) => Promise<(Row & { seq: number | string })[]>,
): Promise<Page<Row>> {
  const before = page.cursor === undefined ? undefined : decodeSeqCursor(page.cursor, list);
  if (page.cursor !== undefined && before === undefined) throw new InvalidCursorError();
  const rows = await run(before, page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  return {
    items: items.map(({ seq: _seq, ...item }) => item as Row),
    nextCursor: rows.length > page.limit && last ? encodeSeqCursor(list, Number(last.seq)) : null,
  };
}

/** How many rows a table holds; PostgreSQL answers count(*) as a string. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Turns grouped count rows into a map; PostgreSQL answers count(*) as a string. */
export function countMap(rows: { key: string; count: number | string | bigint }[]) {
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}
