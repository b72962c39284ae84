import { insufficientScopeMessage, errorCodes } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { ApiError, unprocessable } from '../http/api-error';
import { isSuspendedAt, type SessionRow, type UserRow } from '../store/port';
import { grants, type ScopeNeed } from './scopes';
import { hashSecret } from './secrets';

/** What an OAuth access token grants: which app holds it and with which scopes. */
export interface Grant {
  tokenId: string;
  appId: string;
  scopes: string[];
}

export type GrantAuthentication =
  | { grant: Grant; user: UserRow; session: SessionRow }
  | { grant: Grant; user: undefined }
  | { refusal: 'invalid-token' };

/** The session id a token reads as, by which its live streams are ended. */
const sessionIdOf = (tokenId: string) => `oauth:${tokenId}`;

/**
 * Ends the live streams held with the tokens just revoked: in this process now, in the others
 * as the bus tells them, as a logout ends a session's (auth-routes.ts).
 */
export function endStreamsOfTokens(deps: ResolvedDeps, tokenIds: string[]) {
  if (tokenIds.length === 0) return;
  const endedSessionIds = tokenIds.map(sessionIdOf);
  for (const id of endedSessionIds) deps.sessionStreams.end(id);
  deps.events.endStreams({ endedUserIds: [], endedSessionIds });
}

/**
 * An OAuth token read as the session guards read a session's: a live token of an app, and its
 * user when it has one. A revoked token, or one whose user is gone or suspended, is refused like
 * an ended session (401). Its session is the token itself, seen as a session that never expires
 * (a revoke ends it), so that the handlers and limits that name a session work unchanged.
 */
export async function authenticateGrant(
  deps: ResolvedDeps,
  token: string,
): Promise<GrantAuthentication> {
  const found = await deps.store.oauth.tokenByHash(await hashSecret(token));
  if (!found || found.token.revokedAt) return { refusal: 'invalid-token' };
  const { token: row, user } = found;
  const grant = { tokenId: row._id, appId: row.appId, scopes: row.scopes };
  if (row.userId === null) return { grant, user: undefined };
  if (!user || isSuspendedAt(user, deps.now())) return { refusal: 'invalid-token' };
  const session: SessionRow = {
    _id: sessionIdOf(row._id),
    userId: user._id,
    createdAt: row.createdAt,
    expiresAt: '9999-12-31T23:59:59.999Z',
    revokedAt: null,
    userAgent: null,
    address: null,
    lastSeenAt: row.createdAt,
  };
  return { grant, user, session };
}

/** The challenge of RFC 6750 section 3.1 for a token whose scopes fall short. */
const scopeChallenge = (needed: string | undefined) => ({
  'WWW-Authenticate':
    needed === undefined
      ? 'Bearer error="insufficient_scope"'
      : `Bearer error="insufficient_scope", scope="${needed}"`,
});

/**
 * Refuses the call with 403 insufficient_scope unless the grant's scopes meet its need (none: a
 * call only the web app's own session may make), and with 422 when the call needs a person and
 * the token is the app's own.
 */
export function requireScope(
  need: ScopeNeed | undefined,
  grant: Grant,
  needsUser: boolean,
  user?: UserRow,
) {
  if (!need || !grants(grant.scopes, need))
    throw new ApiError(
      403,
      errorCodes.insufficientScope,
      insufficientScopeMessage(need?.name),
      scopeChallenge(need?.name),
    );
  if (needsUser && !user) throw unprocessable('appTokenWithoutUser');
}
