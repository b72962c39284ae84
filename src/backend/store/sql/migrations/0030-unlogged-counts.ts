import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * The rate limits' windows and the open streams' leases on PostgreSQL become unlogged tables:
 * every read and every write of the API counts a hit in rate_limit_windows, and a hit written
 * through the WAL cost a read more than its answer did. What they hold is worth nothing after a
 * crash (PostgreSQL empties an unlogged table then): the counts start again, and the streams they
 * counted ended with the crash. SQLite has neither table.
 */
export function unlogCounts(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`alter table rate_limit_windows set unlogged`.execute(db);
      await sql`alter table open_streams set unlogged`.execute(db);
    },
  };
}
