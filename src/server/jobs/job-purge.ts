import type { Store } from '@/backend/store/port';
import type { Logger } from '../logger';
import { runPeriodically, type JobTurns } from '../periodic';

/** Done and failed jobs are kept this long, to look into what happened, then deleted. */
export const keepFinishedJobsMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes the jobs done or given up more than a week ago, every intervalMs (the hourly chores),
 * until the answered function stops it.
 */
export function purgeFinishedJobs(
  store: Store,
  logger: Logger,
  { now, intervalMs, turns }: { now: () => Date; intervalMs: number; turns?: JobTurns },
): () => Promise<void> {
  return runPeriodically(
    async () => {
      try {
        const before = new Date(now().getTime() - keepFinishedJobsMs).toISOString();
        const deleted = await store.jobs.deleteFinishedBefore(before);
        if (deleted > 0) logger.info(`Deleted ${deleted} finished jobs`);
      } catch (error) {
        logger.error('Deleting finished jobs failed', error);
      }
    },
    intervalMs,
    { name: 'finished-jobs-purge', turns },
  );
}
