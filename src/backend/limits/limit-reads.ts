import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { endpoints, errorCodes, tooManyReadsMessage } from '@/contract';
import { clientKey } from '../auth/client-key';
import type { ResolvedDeps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { tooManyRequests, type TooMany } from './limit-writes';
import type { RateLimiter } from './rate-limiter';

const windowMs = 60_000;

const tooManyReads: TooMany = { code: errorCodes.tooManyReads, message: tooManyReadsMessage };

/**
 * Paths a read is not counted on. The health check is asked by load balancers and monitors, all
 * from one address, and must never be refused. The event stream has its own limits (connects per
 * account, streams per account and per address); counting its reconnects here too would only
 * make a tab that left a stream open lose its reads.
 */
const uncounted = new Set<string>([endpoints.health.path, endpoints.events.path]);

/**
 * At most `perMinute` GET and HEAD requests to the API from one client address in a minute
 * (429 past it), counted by the rate limiter, so that every process of the host shares the count
 * as it shares the write limits'. Writes are left to their own limits.
 */
export function limitReads(
  limiter: RateLimiter,
  perMinute: number,
  clientAddress: ResolvedDeps['clientAddress'],
): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    // The router is not strict: /api/health/ is the health check too.
    const path = c.req.path.replace(/\/+$/, '');
    const counted = (c.req.method === 'GET' || c.req.method === 'HEAD') && !uncounted.has(path);
    if (counted) {
      const key = `read:address:${clientKey(clientAddress(c))}`;
      const verdict = await limiter.hit(key, perMinute, windowMs);
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterMs, tooManyReads);
    }
    await next();
  });
}
