import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { SearchPosition } from '../post-search-cursor';
import type { PostRecord } from './posts-list';
import type { Database } from './schema';

/** A post as a search's statements answer it, with its seq for the cursor. */
export type FoundPost = PostRecord & { seq: number | string };

/**
 * How many of the newest posts a search reads backwards by seq before it asks the GIN index
 * instead. A common word's page is found within them, each row's stored words read, not parsed;
 * a rare word's is not, and the index then finds all its matches, few as they are. Asked in one
 * statement, the planner cannot count a word absent from its statistics, and for a LIMIT it
 * reads every post backwards looking for a word that is in none.
 */
const newestScanned = 5_000;

export interface PostgresSearch {
  db: Kysely<Database>;
  /** Lower-cased words and phrases, at least one. */
  terms: readonly string[];
  /** The columns to answer, of `p`. */
  columns: RawBuilder<unknown>;
  /** The author and visibility conditions, on `p`. */
  conditions: RawBuilder<SqlBool>[];
  after: SearchPosition | undefined;
}

/** The terms as one websearch_to_tsquery: each a quoted word or phrase, all of them needed. */
function wordsQuery(terms: readonly string[]) {
  const websearch = terms.map((term) => `"${term.replaceAll('"', ' ')}"`).join(' ');
  return sql`websearch_to_tsquery('simple'::regconfig, ${websearch})`;
}

/**
 * Up to `limit` of the newest posts whose stored words hold every term, before the cursor:
 * looked for among the newest posts first, then, when those held fewer than `enough`, in the
 * GIN index.
 */
export async function newestMatches(
  { db, terms, columns, conditions, after }: PostgresSearch,
  limit: number,
  enough = limit,
): Promise<FoundPost[]> {
  const words = wordsQuery(terms);
  const others = conditions.length > 0 ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
  const before = after ? sql`where seq < ${after.seq}` : sql``;
  const newest = await sql<FoundPost>`select ${columns}, p.seq as seq
    from (select * from posts ${before} order by seq desc limit ${newestScanned}) p
    where p.search_words @@ ${words}${others} order by p.seq desc limit ${limit}`.execute(db);
  if (newest.rows.length >= enough) return newest.rows;
  const beforeSeq = after ? sql` and seq < ${after.seq}` : sql``;
  const { rows } = await sql<FoundPost>`with found as materialized (
      select seq from posts where search_words @@ ${words}${beforeSeq})
    select ${columns}, p.seq as seq from found join posts p on p.seq = found.seq
    where true${others} order by p.seq desc limit ${limit}`.execute(db);
  return rows;
}

/**
 * A page of the top order: up to `ranked` of the newest matches, ranked by likes, the newest
 * first among equals, after the cursor; then the page's rows. The matches are those among the
 * newest posts newestMatches reads first when they hold a page, else the index's newest: a
 * common word's Top is the best of the latest posts, a rare word's the best of all its posts.
 */
export async function topMatches(
  search: PostgresSearch,
  ranked: number,
  limit: number,
): Promise<FoundPost[]> {
  const { after } = search;
  const keys = sql.raw('p.like_count as "likeCount"');
  const window = await newestMatches({ ...search, columns: keys, after: undefined }, ranked, limit);
  const page = window
    .map((row) => ({ seq: Number(row.seq), likeCount: Number(row.likeCount) }))
    .filter(
      (row) =>
        !after ||
        row.likeCount < after.rank ||
        (row.likeCount === after.rank && row.seq < after.seq),
    )
    .sort((a, b) => b.likeCount - a.likeCount || b.seq - a.seq)
    .slice(0, limit);
  if (page.length === 0) return [];
  const seqs = page.map((row) => row.seq);
  const { rows } = await sql<FoundPost>`select ${search.columns}, p.seq as seq from posts p
    where p.seq = any(${seqs}::bigint[])`.execute(search.db);
  const bySeq = new Map(rows.map((row) => [Number(row.seq), row]));
  return seqs.flatMap((seq) => bySeq.get(seq) ?? []);
}
