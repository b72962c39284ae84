import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * The job queue (store/port/jobs.ts): a row per piece of background work, written in the same
 * transaction as the write that causes it and kept, done or failed, until the hourly purge.
 */
export function createJobs(dialect: SqlDialect): Migration {
  const key = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await sql`
        create table if not exists jobs (
          id ${key} primary key,
          kind text not null,
          payload text not null,
          state text not null default 'queued'
            check (state in ('queued', 'running', 'done', 'failed')),
          attempts integer not null default 0,
          run_after text not null,
          lease_until text,
          last_error text not null default '',
          created_at text not null,
          finished_at text
        )`.execute(db);
      // The worker's question, in two ranges: the queued jobs due, and the running ones whose
      // lease ran out.
      await sql`create index if not exists jobs_due on jobs (run_after)
        where state = 'queued'`.execute(db);
      await sql`create index if not exists jobs_leased on jobs (lease_until)
        where state = 'running'`.execute(db);
      // The metrics' depth by kind and state, and the operator's list of failed jobs, read
      // without the done ones.
      await sql`create index if not exists jobs_unfinished on jobs (state, kind, finished_at)
        where state <> 'done'`.execute(db);
      // The hourly purge.
      await sql`create index if not exists jobs_finished on jobs (finished_at)
        where finished_at is not null`.execute(db);
    },
  };
}
