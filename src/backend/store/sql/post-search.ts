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
import { joinedPostColumns, toPostRow, type PostRecord } from './posts-list';
import type { Database } from './schema';
import { containsPattern } from './users';

const postColumnsSql = sql.raw(
  joinedPostColumns.map((column) => column.replace(/ as (\w+)$/, ' as "$1"')).join(', '),
);

/** Where a search's matches come from, the key they are numbered by, and what they must meet. */
interface TermsMatch {
  from: RawBuilder<unknown>;
  seq: RawBuilder<unknown>;
  conditions: RawBuilder<SqlBool>[];
}

/**
 * A page of a post search (0020-post-search.ts and 0024-post-search-words.ts have the indexes).
 * Newest first, SQLite reads the FTS5 trigram table's matches backwards by rowid (the post's
 * seq) and PostgreSQL the GIN index of words or the seq key backwards, whichever its planner
 * finds cheaper, so a common word's first page stops after a page of matches. The top order
 * ranks the newest topSearchMatches matches by likes, so its cost stays that of a bounded read.
 */
export async function searchPostsSql(
  db: Kysely<Database>,
  dialect: SqlDialect,
  query: PostSearchQuery,
): Promise<Page<PostRow>> {
  const { from, seq, conditions } =
    dialect === 'postgres' ? wordsMatch(query.terms) : trigramsMatch(query.terms);
  if (query.author !== undefined) conditions.push(sql<SqlBool>`p.username = ${query.author}`);
  conditions.push((await visibilityFor(db, query.reader))({ username: 'p.username' }));
  const after =
    query.cursor !== undefined ? decodeSearchCursor(query.sort, query.cursor) : undefined;
  const matches = sql`select ${postColumnsSql}, ${seq} as seq from ${from}`;
  const limit = query.limit + 1;
  let statement: RawBuilder<PostRecord & { seq: number | string }>;
  if (query.sort === 'top') {
    const ranked = query.rankedMatches ?? topSearchMatches;
    statement = sql`with recent as (${matches} where ${sql.join(conditions, sql` and `)}
        order by ${seq} desc limit ${ranked})
      select * from recent ${after ? sql`where ${afterRanked(after)}` : sql``}
      order by "likeCount" desc, seq desc limit ${limit}`;
  } else {
    if (after) conditions.push(sql<SqlBool>`${seq} < ${after.seq}`);
    statement = sql`${matches} where ${sql.join(conditions, sql` and `)}
      order by ${seq} desc limit ${limit}`;
  }
  const { rows } = await statement.execute(db);
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  const nextCursor =
    rows.length > query.limit && last
      ? encodeSearchCursor(query.sort, { rank: Number(last.likeCount), seq: Number(last.seq) })
      : null;
  return { items: items.map(({ seq: _seq, ...record }) => toPostRow(record)), nextCursor };
}

const afterRanked = (after: SearchPosition) =>
  sql<SqlBool>`("likeCount" < ${after.rank} or ("likeCount" = ${after.rank} and seq < ${after.seq}))`;

/**
 * SQLite: the terms of three characters or more in the FTS5 trigram table, each as a phrase;
 * shorter ones checked with LIKE on the rows those (or the author) found.
 */
function trigramsMatch(terms: readonly string[]): TermsMatch {
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

/**
 * PostgreSQL: every term, a word or a phrase, quoted into one websearch_to_tsquery of the
 * 'simple' configuration, the expression the GIN index holds.
 */
function wordsMatch(terms: readonly string[]): TermsMatch {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (terms.length > 0) {
    const websearch = terms.map((term) => `"${term.replaceAll('"', ' ')}"`).join(' ');
    conditions.push(sql<SqlBool>`to_tsvector('simple'::regconfig, p.content)
      @@ websearch_to_tsquery('simple'::regconfig, ${websearch})`);
  }
  return { from: sql`posts p`, seq: sql.raw('p.seq'), conditions };
}

const isIndexed = (term: string) => [...term].length >= indexedTermMin;

/** FTS5's query of every term as a phrase (AND), a quote in a term doubled. */
const ftsQuery = (terms: readonly string[]) =>
  terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(' ');
