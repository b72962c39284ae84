import type { Context } from 'hono';
import type { LoginLimiter } from '../auth/login-limiter';

/**
 * Counts one try for the key against its sliding window: a 429 answer with Retry-After and the
 * message when the key has had its share, else undefined, the try recorded, and on it goes.
 */
export function countTry(
  c: Context,
  limiter: LoginLimiter,
  key: string,
  message: (retryAfterSeconds: number) => string,
): Response | undefined {
  const retryAfter = limiter.retryAfterSeconds(key);
  if (retryAfter > 0)
    return c.json({ errors: [message(retryAfter)] }, 429, { 'Retry-After': String(retryAfter) });
  limiter.recordFailure(key);
  return undefined;
}
