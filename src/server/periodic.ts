/**
 * Runs a chore now and then every intervalMs, one run at a time in effect (each is short next to
 * the interval). Its failures are the chore's own to report. The timer does not keep the process
 * alive; the answered function stops it, waiting for a run under way, so that the store can be
 * closed after it.
 */
export function runPeriodically(chore: () => Promise<void>, intervalMs: number) {
  let last: Promise<void> = Promise.resolve();
  const run = () => {
    last = chore();
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async (): Promise<void> => {
    clearInterval(timer);
    await last;
  };
}
