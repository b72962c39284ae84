import { quietDays, readDay } from '@/backend/store/sql/timeline-read-days';
import type { Store } from '@/backend/store/port';
import type { Logger } from '../logger';
import { runPeriodically, type JobTurns } from '../periodic';

/**
 * Forgets the home timelines of readers who have not read their feed for quietDays, now and
 * then every intervalMs (hourly with the session purge), until the answered function stops it.
 */
export function forgetQuietTimelinesPeriodically(
  store: Store,
  logger: Logger,
  {
    now = () => new Date(),
    intervalMs,
    turns,
  }: { now?: () => Date; intervalMs: number; turns?: JobTurns },
): () => Promise<void> {
  return runPeriodically(
    () =>
      store.posts.forgetQuietTimelines(readDay(now().getTime()) - quietDays).then(
        (count) => {
          if (count > 0)
            logger.info(`Forgot ${count} home timeline${count === 1 ? '' : 's'} of quiet readers`);
        },
        (error: unknown) => logger.error("Forgetting quiet readers' timelines failed", error),
      ),
    intervalMs,
    { name: 'quiet-timelines', turns },
  );
}
