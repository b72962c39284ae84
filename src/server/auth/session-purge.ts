import { formatTimestamp } from '../../backend/timestamps';
import type { Store } from '../../backend/store/port';
import type { Logger } from '../logger';

export const sessionPurgeIntervalMs = 60 * 60 * 1000;

/**
 * Deletes the sessions that have expired or were logged out, now and then every intervalMs, so
 * that the table does not grow with every login forever. The timer does not keep the process
 * alive. The answered function stops it, waiting for a purge under way (before the store closes).
 */
export function purgeEndedSessions(
  store: Store,
  logger: Logger,
  { now = () => new Date(), intervalMs = sessionPurgeIntervalMs } = {},
): () => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  const purge = () =>
    (last = store.sessions.deleteEnded(formatTimestamp(now())).then(
      (count) => {
        if (count > 0) logger.info(`Deleted ${count} ended session${count === 1 ? '' : 's'}`);
      },
      (error: unknown) => logger.error('Deleting ended sessions failed', error),
    ));
  void purge();
  const timer = setInterval(() => void purge(), intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await last;
  };
}
