/**
 * Whether this server takes the named job's turn now, its interval in real milliseconds. On
 * PostgreSQL the servers of a deployment take turns through the database
 * (database/postgres-job-turns.ts); on SQLite one process runs the jobs, and every turn is its.
 * Never throws: a failure to ask is the asker's to report, and answers false.
 */
export type JobTurns = (name: string, intervalMs: number) => Promise<boolean>;

/**
 * Runs a chore now and then every intervalMs, one run at a time in effect (each is short next to
 * the interval), each time only when the job's turns say so. Its failures are the chore's own to
 * report. The timer does not keep the process alive; the answered function stops it, waiting for
 * a run under way, so that the store can be closed after it.
 */
export function runPeriodically(
  chore: () => Promise<void>,
  intervalMs: number,
  { name, turns }: { name: string; turns?: JobTurns | undefined } = { name: '' },
) {
  let last: Promise<void> = Promise.resolve();
  const run = () => {
    last = turns ? turns(name, intervalMs).then((mine) => (mine ? chore() : undefined)) : chore();
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async (): Promise<void> => {
    clearInterval(timer);
    await last;
  };
}
