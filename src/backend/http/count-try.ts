import type { RateLimiter } from '../limits/rate-limiter';
import { tooManyRequests, type TooMany } from '../limits/limit-writes';

/** At most maxFailures counted tries per windowMs for one key. */
export interface TryLimit {
  maxFailures: number;
  windowMs: number;
}

/**
 * Counts one try for the key against its window: throws the 429 refusal, with Retry-After and
 * its code and message, when the key has had its share; else the try is counted and on it goes.
 */
export async function countTry(
  limiter: RateLimiter,
  key: string,
  { maxFailures, windowMs }: TryLimit,
  refusal: TooMany,
): Promise<void> {
  const verdict = await limiter.hit(key, maxFailures, windowMs);
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterMs, refusal);
}
