import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Each post's media description (alt text). Existing posts have none: an added column with a
 * constant default rewrites no rows, in SQLite or PostgreSQL, however many posts there are.
 */
export function createMediaDescriptions(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table posts add column media_alt text not null default ''`.execute(db);
    },
  };
}
