import type { Page, PageQuery } from './pages';
import type { PostRow } from './posts';

/** Newest written first, or the most liked first (newest first among equals). */
export type PostSearchSort = 'latest' | 'top';

/** The shortest term a full-text index answers: a trigram. */
export const indexedTermMin = 3;

/**
 * How many of the newest matches the top order ranks by likes. Ranking every match of a common
 * word would read a good share of all posts for one page; Top is the best of the recent ones.
 */
export const topSearchMatches = 1000;

/**
 * A post search, already parsed (backend/search/search-syntax.ts). A post matches when its text
 * holds every term, in any case, and, with an author, when they wrote it. The memory and SQLite
 * stores find a term anywhere, inside a word too ("ello" finds "hello"); PostgreSQL's full-text
 * engine finds whole words and phrases of them ("hello", "hello world"). A store answers a term shorter than indexedTermMin by
 * a plain check of the rows its other terms (or the author) found, so the rule asks for one term
 * of at least that length, or an author, before it searches.
 */
export interface PostSearchQuery extends PageQuery {
  /** Lower-cased words and phrases, each with single spaces; empty with an author alone. */
  terms: readonly string[];
  /** Only posts by this username (from:). */
  author?: string;
  sort: PostSearchSort;
  /** How many of the newest matches the top order ranks: topSearchMatches unless a test says. */
  rankedMatches?: number;
}

export interface PostSearchPort {
  search(query: PostSearchQuery): Promise<Page<PostRow>>;
}
