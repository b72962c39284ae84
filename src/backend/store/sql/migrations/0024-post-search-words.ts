import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * PostgreSQL's post search moves to its own full-text engine: a GIN index of each post's words
 * (the 'simple' configuration: lower-cased, never stemmed, in any language), which
 * websearch_to_tsquery's words and phrases are matched against (post-search.ts). The trigram
 * index 0020 built for the same search is dropped, as nothing else reads it and every write
 * paid for it. SQLite keeps 0020's FTS5 trigram table.
 */
export function createPostSearchWords(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`create index if not exists posts_text_words
        on posts using gin (to_tsvector('simple'::regconfig, content))`.execute(db);
      await sql`drop index if exists posts_text_trigrams`.execute(db);
    },
  };
}
