import { retryKeyMs } from '@/backend/mastodon/retry-keys';
import { formatTimestamp } from '@/backend/timestamps';
import type { Store } from '@/backend/store/port';
import type { Logger } from '../logger';
import { runPeriodically, type JobTurns } from '../periodic';

export const sessionPurgeIntervalMs = 60 * 60 * 1000;

/**
 * Deletes the sessions that have expired or were logged out, and the apps' Idempotency-Keys past
 * their hour, now and then every intervalMs, so that neither table grows with every login or post
 * forever, until the answered function stops it.
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
  const forgetRetryKeys = () =>
    store.oauth.forgetRetryKeysBefore(formatTimestamp(new Date(now().getTime() - retryKeyMs))).then(
      (count) => {
        if (count > 0) logger.info(`Forgot ${count} Idempotency-Key${count === 1 ? '' : 's'}`);
      },
      (error: unknown) => logger.error('Forgetting Idempotency-Keys failed', error),
    );
  const deleteSessions = () =>
    store.sessions.deleteEnded(formatTimestamp(now())).then(
      (count) => {
        if (count > 0) logger.info(`Deleted ${count} ended session${count === 1 ? '' : 's'}`);
      },
      (error: unknown) => logger.error('Deleting ended sessions failed', error),
    );
  return runPeriodically(
    async () => {
      await deleteSessions();
      await forgetRetryKeys();
    },
    intervalMs,
    { name: 'session-purge', turns },
  );
}
