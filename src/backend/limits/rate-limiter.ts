/** What one counted request learns: whether it may go on, and if not, for how long to wait. */
export interface RateLimitVerdict {
  allowed: boolean;
  /** 0 when allowed; else the time until the key's window ends and it may try again. */
  retryAfterMs: number;
}

/**
 * Counts requests per key in fixed windows that start at the key's first counted request. The
 * Node host on PostgreSQL keeps the counts in the database, so that every process shares them;
 * one process (SQLite, the browser host) keeps them in memory. A key is always counted with the
 * same windowMs.
 */
export interface RateLimiter {
  /** Counts one request: refused once the key has had `limit` in its window. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitVerdict>;
  /** Takes back one counted request: it never got as far as being judged (a busy server). */
  takeBack(key: string, windowMs: number): Promise<void>;
  /** Forgets the key's count: a login that succeeded. */
  clear(key: string, windowMs: number): Promise<void>;
}

/**
 * The counter after one more request, the same rule in every adapter: a window that has ended
 * starts again at now; the count stops one past the limit, so that hammering a closed key never
 * grows it and a takeBack after a refusal still leaves it closed.
 */
export function nextWindow(
  current: { startMs: number; hits: number } | undefined,
  nowMs: number,
  limit: number,
  windowMs: number,
) {
  if (!current || current.startMs + windowMs <= nowMs) return { startMs: nowMs, hits: 1 };
  return { startMs: current.startMs, hits: Math.min(current.hits + 1, limit + 1) };
}

export const verdictOf = (
  window: { startMs: number; hits: number },
  nowMs: number,
  limit: number,
  windowMs: number,
): RateLimitVerdict =>
  window.hits <= limit
    ? { allowed: true, retryAfterMs: 0 }
    : { allowed: false, retryAfterMs: Math.max(1, window.startMs + windowMs - nowMs) };
