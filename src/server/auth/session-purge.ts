import { formatTimestamp } from '@/backend/timestamps';
import type { Store } from '@/backend/store/port';
import type { Logger } from '../logger';
import { runPeriodically, type JobTurns } from '../periodic';

export const sessionPurgeIntervalMs = 60 * 60 * 1000;

/**
 * Deletes the sessions that have expired or were logged out, now and then every intervalMs, so
 * that the table does not grow with every login forever, until the answered function stops it.
 */
export function purgeEndedSessions(
  store: Store,
  logger: Logger,
  {
    now = () => new Date(),
    intervalMs = sessionPurgeIntervalMs,
    turns,
  }: { now?: () => Date; intervalMs?: number; turns?: JobTurns } = {},
): () => Promise<void> {
  return runPeriodically(
    () =>
      store.sessions.deleteEnded(formatTimestamp(now())).then(
        (count) => {
          if (count > 0) logger.info(`Deleted ${count} ended session${count === 1 ? '' : 's'}`);
        },
        (error: unknown) => logger.error('Deleting ended sessions failed', error),
      ),
    intervalMs,
    { name: 'session-purge', turns },
  );
}
