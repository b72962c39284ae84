import type { Store } from '@/backend/store/port';
import type { Logger } from '../logger';
import { runPeriodically, type JobTurns } from '../periodic';

/**
 * Forgets the deleted accounts' usernames that have freed up, now and then every intervalMs
 * (hourly with the session purge), until the answered function stops it. A freed name is free
 * whether or not its row is gone yet: sign-up compares the row's end with the clock.
 */
export function forgetFreedUsernamesPeriodically(
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
      store.accounts.forgetFreedUsernames(now().getTime()).then(
        (count) => {
          if (count > 0)
            logger.info(
              `Forgot ${count} freed username${count === 1 ? '' : 's'} of deleted accounts`,
            );
        },
        (error: unknown) => logger.error("Forgetting deleted accounts' usernames failed", error),
      ),
    intervalMs,
    { name: 'freed-usernames', turns },
  );
}
