import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * When each periodic job (the session purge, the guest reset, ...) last ran, and how many times,
 * on PostgreSQL, where the app servers of a deployment take turns so that each job runs once per
 * interval, not once per server (src/server/database/postgres-job-turns.ts). SQLite serves one
 * machine, where one process runs the jobs: no table.
 */
export function createJobRuns(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`
        create table if not exists job_runs (
          name text primary key,
          last_run timestamptz not null,
          runs bigint not null
        )`.execute(db);
    },
  };
}
