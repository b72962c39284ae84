import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { decodeSearchCursor, encodeSearchCursor, type SearchPosition } from '../post-search-cursor';
import {
  indexedTermMin,
  topSearchMatches,
  type Page,
  type PostRow,
  type PostSearchQuery,
} from '../port';
import type { SqlDialect } from './dialect';
import { visibilityFor } from './hides';
import { newestMatches, topMatches, type FoundPost } from './post-search-postgres';
import { joinedPostColumns, toPostRow } from './posts-list';
import type { Database } from './schema';
import { containsPattern } from './users';

const postColumnsSql = sql.raw(
  joinedPostColumns.map((column) => column.replace(/ as (\w+)$/, ' as "$1"')).join(', '),
);

/**
 * A page of a post search (0020-post-search.ts and 0024-post-search-words.ts have the indexes).
 * PostgreSQL matches the terms against each post's stored words (post-search-postgres.ts).
 * SQLite finds them in the FTS5 trigram table, read backwards by rowid (the post's seq) newest
 * first, so a common word's first page stops after a page of matches; shorter terms are checked
 * with LIKE on the rows found. A search by author alone reads the seq key backwards on both. The
 * top order ranks the newest topSearchMatches matches by likes: its cost stays a bounded read.
 */
export async function searchPostsSql(
  db: Kysely<Database>,
  dialect: SqlDialect,
  query: PostSearchQuery,
): Promise<Page<PostRow>> {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (query.author !== undefined) conditions.push(sql<SqlBool>`p.username = ${query.author}`);
  conditions.push((await visibilityFor(db, query.reader))({ username: 'p.username' }));
  const after =
    query.cursor !== undefined ? decodeSearchCursor(query.sort, query.cursor) : undefined;
  const limit = query.limit + 1;
  const ranked = query.rankedMatches ?? topSearchMatches;
  let rows: FoundPost[];
  if (dialect === 'postgres' && query.terms.length > 0) {
    const search = { db, terms: query.terms, columns: postColumnsSql, conditions, after };
    rows = await (query.sort === 'top'
      ? topMatches(search, ranked, limit)
      : newestMatches(search, limit));
  } else {
    const match = trigramsMatch(query.terms);
    const statement = { ...match, conditions: [...match.conditions, ...conditions], after };
    rows = (
      await (
        query.sort === 'top'
          ? topStatement(statement, ranked, limit)
          : newestStatement(statement, limit)
      ).execute(db)
    ).rows;
  }
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  const nextCursor =
    rows.length > query.limit && last
      ? encodeSearchCursor(query.sort, { rank: Number(last.likeCount), seq: Number(last.seq) })
      : null;
  return { items: items.map(({ seq: _seq, ...record }) => toPostRow(record)), nextCursor };
}

/** Where a search's matches come from, the key they are numbered by, and what they must meet. */
interface MatchStatement {
  from: RawBuilder<unknown>;
  seq: RawBuilder<unknown>;
  conditions: RawBuilder<SqlBool>[];
  after: SearchPosition | undefined;
}

function newestStatement({ from, seq, conditions, after }: MatchStatement, limit: number) {
  const newer = after ? [sql<SqlBool>`${seq} < ${after.seq}`] : [];
  return sql<FoundPost>`select ${postColumnsSql}, ${seq} as seq from ${from}
    where ${sql.join([...conditions, ...newer], sql` and `)} order by ${seq} desc limit ${limit}`;
}

/** The window holds each match's key and likes alone; the page's rows are read after. */
function topStatement(
  { from, seq, conditions, after }: MatchStatement,
  ranked: number,
  limit: number,
) {
  const afterRanked = after
    ? sql`where "likeCount" < ${after.rank} or ("likeCount" = ${after.rank} and seq < ${after.seq})`
    : sql``;
  return sql<FoundPost>`with recent as (select ${seq} as seq, p.like_count as "likeCount"
      from ${from} where ${sql.join(conditions, sql` and `)} order by ${seq} desc limit ${ranked}),
    page as (select seq, "likeCount" from recent ${afterRanked}
      order by "likeCount" desc, seq desc limit ${limit})
    select ${postColumnsSql}, page.seq as seq from page join posts p on p.seq = page.seq
    order by page."likeCount" desc, page.seq desc`;
}

/**
 * SQLite: the terms of three characters or more in the FTS5 trigram table, each as a phrase;
 * shorter ones checked with LIKE on the rows those (or the author) found.
 */
function trigramsMatch(terms: readonly string[]) {
  const indexed = terms.filter(isIndexed);
  const short = terms
    .filter((term) => !isIndexed(term))
    .map((term) => sql<SqlBool>`p.content like ${containsPattern(term)} escape '\\'`);
  if (indexed.length === 0) return { from: sql`posts p`, seq: sql.raw('p.seq'), conditions: short };
  return {
    from: sql`posts_search s join posts p on p.seq = s.rowid`,
    seq: sql.raw('s.rowid'),
    conditions: [sql<SqlBool>`posts_search match ${ftsQuery(indexed)}`, ...short],
  };
}

const isIndexed = (term: string) => [...term].length >= indexedTermMin;

/** FTS5's query of every term as a phrase (AND), a quote in a term doubled. */
const ftsQuery = (terms: readonly string[]) =>
  terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(' ');
