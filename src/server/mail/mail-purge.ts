import type { Store } from '@/backend/store/port';
import type { Logger } from '../logger';
import { runPeriodically, type JobTurns } from '../periodic';

/** Sent (or given-up) mail is kept this long, to look into a complaint, then deleted. */
export const keepSentMailMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes the outbox's sent and given-up mail older than a week and the expired mailed tokens,
 * every intervalMs (the hourly jobs), until the answered function stops it.
 */
export function purgeSentMail(
  store: Store,
  logger: Logger,
  { now, intervalMs, turns }: { now: () => Date; intervalMs: number; turns?: JobTurns },
): () => Promise<void> {
  return runPeriodically(
    async () => {
      try {
        const at = now().getTime();
        const mails = await store.mail.deleteDoneBefore(
          new Date(at - keepSentMailMs).toISOString(),
        );
        const tokens = await store.accountTokens.deleteExpiredBefore(new Date(at).toISOString());
        if (mails + tokens > 0)
          logger.info(`Deleted ${mails} sent mail and ${tokens} expired mailed tokens`);
      } catch (error) {
        logger.error('Deleting sent mail failed', error);
      }
    },
    intervalMs,
    { name: 'sent-mail-purge', turns },
  );
}
