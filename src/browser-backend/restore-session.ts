import { decodeJwt } from 'jose';
import type { TokenService } from '../backend/auth/tokens';
import { formatTimestamp } from '../backend/timestamps';
import type { Store } from '../backend/store/port';

/**
 * Takes back a session from before a reload. The demo's world is rebuilt on every load, so the
 * session a stored token names is gone; when the token is genuine (signed with the secret this
 * tab kept) and its user exists in the new world with the same id and username, the session is
 * opened again until the token expires. Anyone else's token stays unknown and is refused.
 */
export async function restoreSession(
  store: Store,
  tokens: TokenService,
  token: string,
  now: Date,
): Promise<boolean> {
  const claims = await tokens.verify(token, now);
  if (!claims) return false;
  const user = await store.users.get(claims._id);
  if (!user || user.username !== claims.username) return false;
  const { exp, iat } = decodeJwt(token);
  if (exp === undefined) return false;
  await store.sessions.insert({
    _id: claims.sessionId,
    userId: user._id,
    createdAt: formatTimestamp(iat === undefined ? now : new Date(iat * 1000)),
    expiresAt: formatTimestamp(new Date(exp * 1000)),
    revokedAt: null,
  });
  return true;
}
