import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * The counts of the login and write limits on PostgreSQL, where several app processes share one
 * database and must share the counts too (src/server/limits/postgres-rate-limiter.ts). One row
 * per key and window: when it started, how many requests it has counted, and when it ends, so
 * that ended rows can be swept. SQLite serves one process, which counts in memory: no table.
 */
export function createRateLimitWindows(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`
        create table if not exists rate_limit_windows (
          key text primary key,
          start_ms bigint not null,
          ends_ms bigint not null,
          hits integer not null
        )`.execute(db);
      await sql`
        create index if not exists rate_limit_windows_by_end on rate_limit_windows (ends_ms)
      `.execute(db);
    },
  };
}
