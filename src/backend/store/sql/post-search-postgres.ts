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

/** Up to this many matches in all, a search's page is taken from them without further reading. */
const fewMatches = 50;

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
 * Up to `limit` of the newest posts whose stored words hold every term, before the cursor, in one
 * statement for most searches. It first asks for up to fewMatches + 1 matches in no order, which
 * the planner answers from the GIN index for a word its statistics call rare and by reading posts
 * until enough match for a common one: when there are no more than fewMatches, they are all the
 * matches, and the page is taken from them; else the page is looked for among the newest posts.
 * When those hold fewer than `enough`, the GIN index finds all the matches in a second statement.
 */
export async function newestMatches(
  { db, terms, columns, conditions, after }: PostgresSearch,
  limit: number,
  enough = limit,
): Promise<FoundPost[]> {
  const words = wordsQuery(terms);
  const others = conditions.length > 0 ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
  const before = after ? sql`where seq < ${after.seq}` : sql``;
  const beforeSeq = after ? sql` and seq < ${after.seq}` : sql``;
  // Each branch is ordered and limited on its own, so that the newest posts are read only until a
  // page of them match; `few` comes back even with no match, on a row of nulls.
  const { rows: first } = await sql<FoundPost & { few: SqlBool }>`with any_matches as materialized (
      select seq from posts where search_words @@ ${words}${beforeSeq} limit ${fewMatches + 1}),
    few as materialized (select count(*) <= ${fewMatches} as yes from any_matches)
    select f.yes as few, m.* from few f left join (
      (select ${columns}, p.seq as seq from any_matches a join posts p on p.seq = a.seq
        where (select yes from few)${others} order by p.seq desc limit ${limit})
      union all
      (select ${columns}, p.seq as seq
        from (select * from posts ${before} order by seq desc limit ${newestScanned}) p
        where not (select yes from few) and p.search_words @@ ${words}${others}
        order by p.seq desc limit ${limit})
    ) m on true order by m.seq desc limit ${limit}`.execute(db);
  const found = first.filter((row) => row.seq !== null).map(({ few: _few, ...row }) => row);
  // Every match was among the few, or the newest posts held enough of them.
  if (found.length >= enough || Boolean(first[0]?.few)) return found;
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
