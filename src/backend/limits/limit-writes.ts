import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { errorCodes, guestCredentials, tooManyWritesMessage, type ErrorCode } from '@/contract';
import { clientKey } from '../auth/client-key';
import type { ResolvedDeps } from '../deps';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import type { On } from '../http/endpoint-router';
import type { RateLimiter } from './rate-limiter';
import { limitedWrites, type WriteAction, type WriteLimits } from './write-limits';

/** A 429's code, and its message for the seconds to wait. */
export interface TooMany {
  code: ErrorCode;
  message: (retryAfterSeconds: number) => string;
}

/** The 429 refusal: Retry-After in whole seconds, and the message the web app shows. */
export function tooManyRequests(retryAfterMs: number, { code, message }: TooMany) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, code, message(seconds), { 'Retry-After': String(seconds) });
}

const tooManyWrites: TooMany = { code: errorCodes.tooManyWrites, message: tooManyWritesMessage };

/**
 * Counts a write against its account's and its client address's limits, account first, and
 * stops at the first refusal: a refused write may have counted against an earlier key, which
 * errs on the side of the instance. Runs after the guard, so the user is known.
 */
export function limitWrite(
  limiter: RateLimiter,
  limits: WriteLimits,
  action: WriteAction,
  clientAddress: ResolvedDeps['clientAddress'],
): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    const isGuest = user.username === guestCredentials.username;
    const address = clientKey(clientAddress(c));
    for (const { perAccount, windowMs } of limits.rules[action]) {
      const accountLimit = isGuest
        ? Math.max(1, Math.floor(perAccount / limits.guestDivisor))
        : perAccount;
      const checks = [
        { key: `write:${action}:user:${user._id}`, limit: accountLimit },
        { key: `write:${action}:address:${address}`, limit: perAccount * limits.addressFactor },
      ];
      for (const { key, limit } of checks) {
        const verdict = await limiter.hit(key, limit, windowMs);
        if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterMs, tooManyWrites);
      }
    }
    await next();
  });
}

/**
 * The router with each limited row's count put first among its own middlewares (before a body
 * is read), so that route files need not know about the limits. Unchanged without limits.
 */
export function limitWrites(on: On, deps: ResolvedDeps): On {
  const { writeLimits } = deps;
  if (!writeLimits) return on;
  return (endpoint, handler, before = []) => {
    const action = limitedWrites.get(endpoint);
    const limit = action && limitWrite(deps.rateLimiter, writeLimits, action, deps.clientAddress);
    on(endpoint, handler, limit ? [limit, ...before] : before);
  };
}
