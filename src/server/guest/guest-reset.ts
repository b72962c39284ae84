import { resetGuest } from '@/backend/guest/reset-guest';
import type { Store } from '@/backend/store/port';
import type { Logger } from '../logger';
import { runPeriodically, type JobTurns } from '../periodic';

/** Hourly, as the login screen promises ("it is reset every hour"). */
export const guestResetIntervalMs = 60 * 60 * 1000;

/**
 * Puts the shared guest account back (profile, posts over a day old) now and then every
 * intervalMs, until the answered function stops it. Only where the guest is on (GUEST_ACCOUNT).
 */
export function resetGuestPeriodically(
  store: Store,
  logger: Logger,
  {
    now = () => new Date(),
    intervalMs = guestResetIntervalMs,
    turns,
  }: { now?: () => Date; intervalMs?: number; turns?: JobTurns } = {},
): () => Promise<void> {
  return runPeriodically(
    () =>
      resetGuest(store, now()).then(
        ({ profileRestored, deletedPosts, deletedReplies }) => {
          if (profileRestored) logger.info("Put the guest account's profile back");
          if (deletedPosts > 0)
            logger.info(`Deleted ${deletedPosts} guest post${deletedPosts === 1 ? '' : 's'}`);
          if (deletedReplies > 0)
            logger.info(
              `Deleted ${deletedReplies} guest repl${deletedReplies === 1 ? 'y' : 'ies'}`,
            );
        },
        (error: unknown) => logger.error('Resetting the guest account failed', error),
      ),
    intervalMs,
    { name: 'guest-reset', turns },
  );
}
