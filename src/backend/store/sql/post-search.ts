import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { decodeSearchCursor, encodeSearchCursor } from '../post-search-cursor';
import { indexedTermMin, type Page, type PostRow, type PostSearchQuery } from '../port';
import type { SqlDialect } from './dialect';
import { visibilityFor } from './hides';
import { joinedPostColumns, toPostRow, type PostRecord } from './posts-list';
import type { Database } from './schema';
import { containsPattern } from './users';

const postColumnsSql = sql.raw(
  joinedPostColumns.map((column) => column.replace(/ as (\w+)$/, ' as "$1"')).join(', '),
);

/**
 * A page of a post search (0020-post-search.ts has the indexes). SQLite finds the terms of three
 * characters or more in the FTS5 trigram table and, newest first, reads it backwards by rowid
 * (the post's seq), so a common word's first page stops after a page of matches; PostgreSQL asks
 * ILIKE of each term, which the trigram GIN index answers, and reads the seq key backwards or
 * the index's matches, whichever its planner finds cheaper. Shorter terms are checked with LIKE
 * on the rows found. By likes, every match is ranked: the cost of a relevance order anywhere.
 */
export async function searchPostsSql(
  db: Kysely<Database>,
  dialect: SqlDialect,
  query: PostSearchQuery,
): Promise<Page<PostRow>> {
  const indexed = dialect === 'sqlite' ? query.terms.filter(isIndexed) : [];
  const seq = indexed.length > 0 ? sql.raw('s.rowid') : sql.raw('p.seq');
  const from =
    indexed.length > 0 ? sql`posts_search s join posts p on p.seq = s.rowid` : sql`posts p`;
  const like = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  const conditions: RawBuilder<SqlBool>[] = [];
  if (indexed.length > 0) conditions.push(sql<SqlBool>`posts_search match ${ftsQuery(indexed)}`);
  for (const term of query.terms) {
    if (indexed.includes(term)) continue;
    conditions.push(sql<SqlBool>`p.content ${like} ${containsPattern(term)} escape '\\'`);
  }
  if (query.author !== undefined) conditions.push(sql<SqlBool>`p.username = ${query.author}`);
  conditions.push((await visibilityFor(db, query.reader))({ username: 'p.username' }));
  const top = query.sort === 'top';
  if (query.cursor !== undefined) {
    const after = decodeSearchCursor(query.sort, query.cursor);
    conditions.push(
      top
        ? sql<SqlBool>`(p.like_count < ${after.rank}
            or (p.like_count = ${after.rank} and ${seq} < ${after.seq}))`
        : sql<SqlBool>`${seq} < ${after.seq}`,
    );
  }
  const order = top ? sql`p.like_count desc, ${seq} desc` : sql`${seq} desc`;
  const { rows } = await sql<PostRecord & { seq: number | string }>`select ${postColumnsSql},
      ${seq} as seq
    from ${from} where ${sql.join(conditions, sql` and `)}
    order by ${order} limit ${query.limit + 1}`.execute(db);
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  const nextCursor =
    rows.length > query.limit && last
      ? encodeSearchCursor(query.sort, { rank: Number(last.likeCount), seq: Number(last.seq) })
      : null;
  return { items: items.map(({ seq: _seq, ...record }) => toPostRow(record)), nextCursor };
}

const isIndexed = (term: string) => [...term].length >= indexedTermMin;

/** FTS5's query of every term as a phrase (AND), a quote in a term doubled. */
const ftsQuery = (terms: readonly string[]) =>
  terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(' ');
