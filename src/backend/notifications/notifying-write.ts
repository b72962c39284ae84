import type { ResolvedDeps } from '../deps';
import type { StoreTx } from '../store/port';
import { createNotifier, type Notifier } from './notifier';
import { unsolicitedGate } from './unsolicited';

type WriteDeps = Pick<ResolvedDeps, 'store' | 'timestamp' | 'events'> &
  Partial<Pick<ResolvedDeps, 'rateLimiter' | 'unsolicitedPerHour'>>;

/**
 * Runs a write in one transaction with a notifier of its own and the write's moment, then, after
 * the commit, tells the people whose notification lines it changed. `afterCommit` runs first,
 * for what must also wait for the commit (a new post's event to the feeds).
 */
export async function notifyingWrite<T>(
  deps: WriteDeps,
  write: (tx: StoreTx, notifier: Notifier, now: string) => Promise<T>,
  afterCommit?: (result: T) => void,
): Promise<T> {
  const { result, changed } = await deps.store.transaction(async (tx) => {
    // One per attempt: PostgreSQL may run the transaction again (see createNotifier).
    const now = deps.timestamp();
    const notifier = createNotifier(tx, now, unsolicitedGate(deps));
    return { result: await write(tx, notifier, now), changed: notifier.changed };
  });
  afterCommit?.(result);
  deps.events.announce({ userIds: changed });
  return result;
}
