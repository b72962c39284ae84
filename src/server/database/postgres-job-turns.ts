import pg from 'pg';
import type { JobTurns } from '../periodic';

/**
 * A run counts for the interval when it comes this share of the interval after the last: timers
 * and queries take a little longer or shorter each time, and a turn missed by a millisecond would
 * skip a whole interval.
 */
const intervalShare = 0.95;

/**
 * The servers' turns at the periodic jobs on PostgreSQL, in the job_runs table (migration 0026):
 * a server runs a job when it claims the job's row, which it can only when the last run is an
 * interval old, in one statement under the row's lock. So each job runs once per interval across
 * all servers, whatever their timers' offsets, and a server that restarts does not run again a
 * job another ran minutes ago. (An advisory lock would only keep two runs from overlapping: with
 * offset timers, each server would still run every job once an interval.) The times are the
 * database's, which all servers share.
 */
export function openPostgresJobTurns(
  databaseUrl: string,
  { onError = (error: Error) => console.error('PostgreSQL job turns', error) } = {},
): { turns: JobTurns; close(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    connectionTimeoutMillis: 5000,
  });
  pool.on('error', onError);
  return {
    async turns(name, intervalMs) {
      try {
        const { rowCount } = await pool.query(
          `insert into job_runs as j (name, last_run, runs) values ($1, now(), 1)
           on conflict (name) do update set last_run = now(), runs = j.runs + 1
             where j.last_run <= now() - make_interval(secs => $2::double precision / 1000)
           returning runs`,
          [name, intervalMs * intervalShare],
        );
        return rowCount === 1;
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
        return false;
      }
    },
    close: () => pool.end(),
  };
}
