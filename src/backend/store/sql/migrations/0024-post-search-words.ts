import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * PostgreSQL's post search moves to its own full-text engine: each post's words as a stored
 * tsvector (the 'simple' configuration: lower-cased, never stemmed, in any language), kept by
 * the database as the text changes, with a GIN index; websearch_to_tsquery's words and phrases
 * are matched against it (post-search-postgres.ts). Stored, a row's words cost a read rather
 * than a parse, which the newest-first scans depend on. The trigram index 0020 built for the same
 * search is dropped, as nothing else reads it and every write paid for it; the statistics are
 * taken again so the planner knows the new column. SQLite keeps 0020's FTS5 trigram table.
 */
export function createPostSearchWords(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      // Writing every post's words takes a while on a large instance: longer than a request may.
      await sql`set local statement_timeout = 0`.execute(db);
      await sql`alter table posts add column if not exists search_words tsvector
        generated always as (to_tsvector('simple'::regconfig, content)) stored`.execute(db);
      await sql`create index if not exists posts_search_words
        on posts using gin (search_words)`.execute(db);
      await sql`drop index if exists posts_text_trigrams`.execute(db);
      await sql`analyze posts`.execute(db);
    },
  };
}
