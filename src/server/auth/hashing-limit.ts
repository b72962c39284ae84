import { HashingBusyError, type PasswordHasher } from '@/backend/auth/passwords';

export interface HashingLimit {
  /** Hashes run at once: libuv's thread pool has 4 threads, and each scrypt at the default cost takes 32 MiB (128 MiB at once). */
  concurrency: number;
  /** Hashes that may wait for a turn; past that the API answers 503. */
  queue: number;
  /** What the 503 tells the client to wait. */
  retryAfterSeconds: number;
}

export const defaultHashingLimit: HashingLimit = {
  concurrency: 4,
  queue: 64,
  retryAfterSeconds: 2,
};

/**
 * The limit for each of `processes` server processes (WORKERS): the default's hashes at once
 * shared among them, one at least, so that a cluster holds no more scrypt memory than one process
 * (two workers hashing four each held 256 MiB); the cores are the same either way.
 */
export function hashingLimitFor(processes: number): HashingLimit {
  const concurrency = Math.max(1, Math.floor(defaultHashingLimit.concurrency / processes));
  return { ...defaultHashingLimit, concurrency };
}

/**
 * The hasher with at most `concurrency` hashes or verifications under way and at most `queue`
 * waiting, first come first served; one more throws HashingBusyError, which the API answers with
 * 503 and Retry-After. Memory and the thread pool stay bounded however many logins arrive.
 */
export function limitHashing(
  hasher: PasswordHasher,
  { concurrency, queue, retryAfterSeconds }: HashingLimit = defaultHashingLimit,
): PasswordHasher {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running < concurrency) running++;
    else if (waiting.length < queue) await new Promise<void>((start) => waiting.push(start));
    else throw new HashingBusyError(retryAfterSeconds);
    try {
      return await work();
    } finally {
      // The turn passes straight to the next waiter, if any.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  return {
    hash: (password) => inTurn(() => hasher.hash(password)),
    verify: (password, stored) => inTurn(() => hasher.verify(password, stored)),
    // Only reads the stored text: no turn needed.
    ...(hasher.needsRehash ? { needsRehash: hasher.needsRehash.bind(hasher) } : {}),
    ...(hasher.decoyHash ? { decoyHash: hasher.decoyHash.bind(hasher) } : {}),
  };
}
