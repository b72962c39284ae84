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
export function notifyingWrite<T>(
  deps: WriteDeps,
  write: (tx: StoreTx, notifier: Notifier, now: string) => Promise<T>,
  afterCommit?: (result: T) => void,
): Promise<T> {
  return notifyingIn(deps, (fn) => deps.store.transaction(fn), write, afterCommit);
}

/**
 * notifyingWrite in a locking transaction (Store.lockingTransaction): for a write that reads the
 * rows it writes back through a locking read first, and whose notification lines are those of
 * the locked row (a post's likes) or of a row the write makes.
 */
export function lockingNotifyingWrite<T>(
  deps: WriteDeps,
  write: (tx: StoreTx, notifier: Notifier, now: string) => Promise<T>,
  afterCommit?: (result: T) => void,
): Promise<T> {
  return notifyingIn(deps, (fn) => deps.store.lockingTransaction(fn), write, afterCommit);
}

async function notifyingIn<T>(
  deps: WriteDeps,
  transaction: <R>(fn: (tx: StoreTx) => Promise<R>) => Promise<R>,
  write: (tx: StoreTx, notifier: Notifier, now: string) => Promise<T>,
  afterCommit?: (result: T) => void,
): Promise<T> {
  const { result, changed } = await transaction(async (tx) => {
    // One per attempt: PostgreSQL may run the transaction again (see createNotifier).
    const now = deps.timestamp();
    const notifier = createNotifier(tx, now, unsolicitedGate(deps));
    return { result: await write(tx, notifier, now), changed: notifier.changed };
  });
  afterCommit?.(result);
  deps.events.announce({ userIds: changed });
  return result;
}
