import type { RateLimiter } from '../limits/rate-limiter';
import { tooManyRequests } from '../limits/limit-writes';

/** At most maxFailures counted tries per windowMs for one key. */
export interface TryLimit {
  maxFailures: number;
  windowMs: number;
}

/**
 * Counts one try for the key against its window: a 429 answer with Retry-After and the message
 * when the key has had its share, else undefined, the try counted, and on it goes.
 */
export async function countTry(
  limiter: RateLimiter,
  key: string,
  { maxFailures, windowMs }: TryLimit,
  message: (retryAfterSeconds: number) => string,
): Promise<Response | undefined> {
  const verdict = await limiter.hit(key, maxFailures, windowMs);
  return verdict.allowed ? undefined : tooManyRequests(verdict.retryAfterMs, message);
}
