import { clientKey } from './client-key';

/** At most this many failed logins per window for one (username, client address). */
export const loginLimit = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

/**
 * The Node host's cap on login and signup attempts from one client address, whatever the
 * usernames: each attempt costs a password hash. Counted with the same sliding log.
 */
export const attemptLimit = { maxFailures: 30, windowMs: 60 * 1000 } as const;

export interface LoginLimiter {
  /** Seconds until the key may try again; 0 when it may try now. */
  retryAfterSeconds(key: string): number;
  recordFailure(key: string): void;
  /** Takes back one recorded failure: the attempt never got as far as a check. */
  forgetOneFailure(key: string): void;
  /** A success forgets the key's failures. */
  clear(key: string): void;
}

/** The client address counts as clientKey has it: an IPv6 client by its /64. */
export const loginLimitKey = (username: string, clientAddress: string) =>
  `${username.trim().toLowerCase()}\n${clientKey(clientAddress)}`;

/**
 * A sliding log of failure times per key, in memory: one process's view, which is enough for one
 * Node host and for the tab of the browser host. Keys are capped so that guesses at endless
 * usernames cannot grow memory without bound: past the cap, stale keys go first, then the oldest.
 */
export function createLoginLimiter(
  now: () => Date,
  { maxFailures, windowMs }: { maxFailures: number; windowMs: number } = loginLimit,
  maxKeys = 50_000,
): LoginLimiter {
  const failures = new Map<string, number[]>();

  const recent = (key: string, at: number) =>
    (failures.get(key) ?? []).filter((time) => time > at - windowMs);

  function makeRoom(at: number) {
    if (failures.size < maxKeys) return;
    for (const [key, times] of failures) {
      if (times.at(-1)! <= at - windowMs) failures.delete(key);
    }
    for (const key of failures.keys()) {
      if (failures.size < maxKeys) break;
      failures.delete(key);
    }
  }

  return {
    retryAfterSeconds(key) {
      const at = now().getTime();
      const times = recent(key, at);
      if (times.length < maxFailures) return 0;
      // The window frees a try when the oldest failure that still counts leaves it.
      const oldestCounted = times[times.length - maxFailures]!;
      return Math.max(1, Math.ceil((oldestCounted + windowMs - at) / 1000));
    },
    recordFailure(key) {
      const at = now().getTime();
      const times = recent(key, at);
      if (!failures.has(key)) makeRoom(at);
      failures.set(key, [...times, at].slice(-maxFailures));
    },
    forgetOneFailure(key) {
      const times = failures.get(key);
      if (!times) return;
      if (times.length <= 1) failures.delete(key);
      else failures.set(key, times.slice(0, -1));
    },
    clear(key) {
      failures.delete(key);
    },
  };
}
