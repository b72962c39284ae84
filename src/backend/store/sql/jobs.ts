import { sql, type Kysely, type Selectable } from 'kysely';
import {
  unfinishedJobStates,
  type JobCount,
  type JobRow,
  type JobRun,
  type StoreTx,
} from '../port';
import type { SqlDialect } from './dialect';
import type { Database, JobsTable } from './schema';

const rowOf = (row: Selectable<JobsTable>): JobRow => ({
  _id: row.id,
  kind: row.kind,
  payload: JSON.parse(row.payload) as unknown,
  state: row.state,
  attempts: row.attempts,
  runAfter: row.run_after,
  leaseUntil: row.lease_until,
  lastError: row.last_error,
  createdAt: row.created_at,
  finishedAt: row.finished_at,
});

/** Claimed jobs are handed over oldest first. */
const byAge = (a: JobRow, b: JobRow) => a.createdAt.localeCompare(b.createdAt);

export function jobQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['jobs'] {
  /** Changes the job if the run still holds it: running, at the attempt it claimed. */
  const settle = async (
    run: JobRun,
    change: {
      state: 'queued' | 'done' | 'failed';
      run_after?: string;
      last_error?: string;
      finished_at?: string;
    },
  ) => {
    const result = await db
      .updateTable('jobs')
      .set({ ...change, lease_until: null })
      .where('id', '=', run._id)
      .where('state', '=', 'running')
      .where('attempts', '=', run.attempts)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  };

  return {
    enqueue: async (row) => {
      await db
        .insertInto('jobs')
        .values({
          id: row._id,
          kind: row.kind,
          payload: JSON.stringify(row.payload),
          run_after: row.createdAt,
          created_at: row.createdAt,
        })
        .execute();
    },
    // One UPDATE over the due rows (jobs_due, jobs_leased): on SQLite the statement holds the
    // write lock, so workers in other processes on the same file claim one after the other; on
    // PostgreSQL SKIP LOCKED lets them claim different rows at once, as the mail outbox does.
    claimDue: async (at, leaseUntil, limit) => {
      const due = db
        .selectFrom('jobs')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'queued'), eb('run_after', '<=', at)]),
            eb.and([eb('state', '=', 'running'), eb('lease_until', '<=', at)]),
          ]),
        )
        .orderBy(sql`coalesce(lease_until, run_after)`)
        .limit(limit);
      const rows = await db
        .updateTable('jobs')
        .set({ state: 'running', lease_until: leaseUntil, attempts: sql`attempts + 1` })
        .where('id', 'in', dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
        .returningAll()
        .execute();
      return rows.map(rowOf).sort(byAge);
    },
    complete: (run, at) => settle(run, { state: 'done', finished_at: at }),
    retryAt: (run, runAfter, error) =>
      settle(run, { state: 'queued', run_after: runAfter, last_error: error }),
    fail: (run, at, error) => settle(run, { state: 'failed', finished_at: at, last_error: error }),
    retry: async (id, at) => {
      const result = await db
        .updateTable('jobs')
        .set({ state: 'queued', attempts: 0, run_after: at, finished_at: null })
        .where('id', '=', id)
        .where('state', '=', 'failed')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    get: async (id) => {
      const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
      return row && rowOf(row);
    },
    listFailed: async (limit) =>
      (
        await db
          .selectFrom('jobs')
          .selectAll()
          .where('state', '=', 'failed')
          .orderBy('finished_at', 'desc')
          .limit(limit)
          .execute()
      ).map(rowOf),
    countUnfinished: async () => {
      const rows = await db
        .selectFrom('jobs')
        .select(['kind', 'state', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('state', 'in', [...unfinishedJobStates])
        .groupBy(['state', 'kind'])
        .execute();
      return rows.map((row) => ({ ...row, count: Number(row.count) }) as JobCount);
    },
    deleteFinishedBefore: async (before) => {
      const result = await db
        .deleteFrom('jobs')
        .where('finished_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
