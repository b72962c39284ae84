import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { tokenRefusalChallenge, tokenRefusalHeader } from '@/contract';
import { markSeen } from '../account/last-seen';
import type { TokenService } from '../auth/tokens';
import type { ResolvedDeps } from '../deps';
import { notFound, unauthorized } from './api-error';
import { suspendedRefusal } from '../moderation/standing';
import { authenticateGrant, requireScope, type Grant } from '../oauth/grant';
import { scopeNeeds } from '../oauth/row-scopes';
import type { ScopeNeed } from '../oauth/scopes';
import { isOAuthAccessToken } from '../oauth/secrets';
import { isSuspendedAt, type SessionRow, type UserRow } from '../store/port';
import type { AppEnv } from './app-env';

/** The token from the authorization header: raw, as the original client sends it, or as Bearer. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const bearer = /^Bearer\s+(.+)$/i.exec(value);
  return bearer ? bearer[1] : value;
}

/**
 * A request's token read: its live session and user, or why there are none. 'no-token' is a
 * request that sent none; the other two refuse the token it sent.
 */
type Authentication =
  | { user: UserRow; session: SessionRow; grant?: Grant }
  | { grant: Grant; user: undefined }
  | { refusal: 'no-token' | 'invalid-token' | 'user-gone' }
  | { refusal: 'suspended'; user: UserRow };

/** Reads the request's token (see Authentication). */
export async function authenticate(
  deps: ResolvedDeps,
  tokens: TokenService,
  header: string | undefined,
): Promise<Authentication> {
  const token = tokenFromHeader(header);
  if (!token) return { refusal: 'no-token' };
  // A third-party app's OAuth token: opaque, looked up by its hash (oauth/grant.ts).
  if (isOAuthAccessToken(token)) return authenticateGrant(deps, token);
  const now = deps.now();
  const claims = await tokens.verify(token, now);
  if (!claims) return { refusal: 'invalid-token' };
  const found = await deps.store.sessions.getWithUser(claims.sessionId);
  const session = found?.session;
  // A suspension revokes the sessions; their tokens are told why, so that the page can say it.
  if (found?.user && session?.userId === claims._id && isSuspendedAt(found.user, now))
    return { refusal: 'suspended', user: found.user };
  const live =
    session &&
    !session.revokedAt &&
    session.userId === claims._id &&
    Date.parse(session.expiresAt) > now.getTime();
  if (!live) return { refusal: 'invalid-token' };
  const user = found.user;
  if (!user) return { refusal: 'user-gone' };
  return { user, session: await markSeen(deps, session, now) };
}

/**
 * The challenge of RFC 6750 on a refusal of the token itself, so that a client knows its session
 * is over from this answer alone: the 404 for a user who is gone is also the answer to any
 * unknown user a call names (see src/contract/token-refusal.ts and docs/api.md, "Authentication").
 */
const tokenRefused = { [tokenRefusalHeader]: tokenRefusalChallenge };

/**
 * What an app's token must hold for the call: the door's own need (the Mastodon routes declare
 * theirs), else its endpoint row's (row-scopes.ts).
 */
const needOf = (c: Context<AppEnv>, need: ScopeNeed | undefined) =>
  need ?? scopeNeeds.get(c.get('row'));

/**
 * Lets a request through only with a genuine, unexpired token of a live session: anything else
 * is 401, and a valid token whose user is gone is 404 user_not_registered. Both carry the
 * challenge, but not the 401 of a request without a token. An app's token must also hold the
 * call's scope (see needOf).
 */
export function requireUser(deps: ResolvedDeps, tokens: TokenService, need?: ScopeNeed) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const auth = await authenticate(deps, tokens, c.req.header('authorization'));
    if ('refusal' in auth) {
      if (auth.refusal === 'no-token') throw unauthorized('invalidToken');
      if (auth.refusal === 'user-gone') throw notFound('userNotRegistered', tokenRefused);
      if (auth.refusal === 'suspended') throw suspendedRefusal(auth.user, tokenRefused);
      throw unauthorized('invalidToken', tokenRefused);
    }
    if (auth.grant) requireScope(needOf(c, need), auth.grant, true, auth.user);
    if (!auth.user) throw unauthorized('invalidToken', tokenRefused);
    c.set('user', auth.user);
    c.set('session', auth.session);
    c.set('viewer', auth.user);
    await next();
  });
}

/**
 * For reads anyone may make: a valid token makes its user the viewer (whose own likes, bookmarks
 * and follows the answer shows); a missing or refused one reads as anonymous, never as an error.
 */
export function readViewer(deps: ResolvedDeps, tokens: TokenService, need?: ScopeNeed) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.header('authorization')) {
      const auth = await authenticate(deps, tokens, c.req.header('authorization'));
      if ('grant' in auth && auth.grant) requireScope(needOf(c, need), auth.grant, false);
      if ('session' in auth) c.set('viewer', auth.user);
    }
    await next();
  });
}
