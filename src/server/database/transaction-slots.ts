import type { SlotRunner } from '@/backend/store/sql';

/**
 * How many SERIALIZABLE transactions one server process runs on PostgreSQL at once; the rest wait
 * their turn in the process. Locking transactions (Store.lockingTransaction: likes, follows, posts,
 * replies, votes) wait on row locks instead and take no slot. SERIALIZABLE transactions that overlap may conflict (PostgreSQL's predicate
 * locks cover index pages, so even writes to different rows do), and each conflict costs a whole
 * transaction and a pause. On the generated world, eight of the guest's likes at a time ran at
 * 118 req/s with p99 519 ms with no limit (follow and add reply p99 about 1 s), and at 143 req/s
 * with p99 166 ms with 2 (follow and add reply p99 155 and 184 ms). One slot cut the tails a little
 * more; two keep a second transaction going while one waits on the network, for a database on
 * another machine.
 */
export const postgresTransactionSlots = 2;

/**
 * At most `slots` tasks at once, the rest waiting first come, first served. A task must not start
 * another inside it, as on SQLite, whose one connection waits for the transaction holding it: it
 * would wait for a slot it holds. (Telling nested tasks apart with AsyncLocalStorage turned on
 * Node's promise hooks for the whole process: reads, in no transaction, took 15 to 60% more
 * CPU.)
 */
export function transactionSlots(slots: number): SlotRunner {
  const waiting: (() => void)[] = [];
  let running = 0;

  const release = () => {
    const next = waiting.shift();
    // The freed slot passes straight to the next in line, so that a newcomer cannot take it first.
    if (next) next();
    else running--;
  };

  return async function inSlot<T>(task: () => Promise<T>): Promise<T> {
    if (running < slots) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
