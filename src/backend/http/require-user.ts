import { createMiddleware } from 'hono/factory';
import { serverMessages } from '../../contract';
import type { TokenService } from '../auth/tokens';
import type { ResolvedDeps } from '../deps';
import { notFound, unauthorized } from './api-error';
import type { AppEnv } from './app-env';

/** The token from the authorization header: raw, as the spec's client sends it, or as Bearer. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const bearer = /^Bearer\s+(.+)$/i.exec(value);
  return bearer ? bearer[1] : value;
}

/**
 * Lets a request through only with a genuine, unexpired token of a live session: anything else
 * is 401, and a valid token whose user is gone is the spec's 404.
 */
export type AuthMiddleware = ReturnType<typeof requireUser>;

export function requireUser(deps: ResolvedDeps, tokens: TokenService) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = tokenFromHeader(c.req.header('authorization'));
    const now = deps.now();
    const claims = token ? await tokens.verify(token, now) : undefined;
    if (!claims) throw unauthorized(serverMessages.invalidToken);
    const session = await deps.store.sessions.get(claims.sessionId);
    const live =
      session &&
      !session.revokedAt &&
      session.userId === claims._id &&
      Date.parse(session.expiresAt) > now.getTime();
    if (!live) throw unauthorized(serverMessages.invalidToken);
    const user = await deps.store.users.get(claims._id);
    if (!user) throw notFound(serverMessages.userNotRegistered);
    c.set('user', user);
    c.set('session', session);
    await next();
  });
}
