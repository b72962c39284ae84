import type { Context, MiddlewareHandler } from 'hono';
import type { ResolvedDeps } from '../deps';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { limitWrite } from '../limits/limit-writes';
import type { WriteAction } from '../limits/write-limits';
import { scopeNeed, type ScopeNeed } from '../oauth/scopes';

/**
 * What a Mastodon route asks of its caller's token: the scopes Mastodon's own route takes (see
 * need), or 'none' for a route anyone may call with or without one. Murmur's own login token
 * holds every scope; an app's token must hold one of them.
 */
export type Scope = ScopeNeed | 'none';

/** Mastodon's need for a route: the parent scope, the area's granular one, and any `also`. */
export const need = scopeNeed;

export type MastodonHandler = (c: Context<AppEnv>) => Response | Promise<Response>;

export interface MastodonDoor {
  /** Registers a route behind its middlewares (its guard first). */
  on: (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    before: MiddlewareHandler<AppEnv>[],
    handler: MastodonHandler,
  ) => void;
  deps: ResolvedDeps;
  /** The middlewares in front of a route: its token check for the scope it declares. */
  guard: (scope: Scope, optional?: boolean) => MiddlewareHandler<AppEnv>[];
}

/** Where the client reached the instance: the base of every URL an entity carries. */
export const originOf = (c: Context) => new URL(c.req.url).origin;

/**
 * The write limit of Murmur's own route for the same action (limits/write-limits.ts), counted
 * against the same keys, so that a client cannot pass a limit by using the other door.
 */
export function limited(deps: ResolvedDeps, action: WriteAction): MiddlewareHandler<AppEnv>[] {
  if (!deps.writeLimits) return [];
  return [limitWrite(deps.rateLimiter, deps.writeLimits, action, deps.clientAddress)];
}

/** Runs a write that Mastodon makes idempotent and Murmur refuses when repeated (one of `codes`). */
export async function idempotent<T>(write: () => Promise<T>, codes: readonly string[]) {
  try {
    await write();
  } catch (error) {
    if (!(error instanceof ApiError && codes.includes(error.code))) throw error;
  }
}
