import type { SessionOrigin } from '../account/session-origin';
import type { ResolvedDeps } from '../deps';
import { formatTimestamp } from '../timestamps';
import type { StoreTx, UserRow } from '../store/port';
import type { TokenService } from './tokens';

/**
 * Opens a session for the user and answers the token that names it. The session keeps where it
 * logged in from, for the owner's list of sessions.
 */
export async function openSession(
  deps: ResolvedDeps,
  tokens: TokenService,
  tx: StoreTx,
  user: UserRow,
  origin?: SessionOrigin,
): Promise<string> {
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.sessionSeconds * 1000);
  const sessionId = deps.newId();
  await tx.sessions.insert({
    _id: sessionId,
    userId: user._id,
    createdAt: formatTimestamp(now),
    expiresAt: formatTimestamp(expiresAt),
    revokedAt: null,
    ...origin,
  });
  return tokens.sign({ _id: user._id, username: user.username, sessionId }, expiresAt, now);
}
