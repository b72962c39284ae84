import type { ResolvedDeps } from '../deps';
import { formatTimestamp } from '../timestamps';
import type { StoreTx, UserRow } from '../store/port';
import type { TokenService } from './tokens';

/** Opens a session for the user and answers the token that names it. */
export async function openSession(
  deps: ResolvedDeps,
  tokens: TokenService,
  tx: StoreTx,
  user: UserRow,
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
  });
  return tokens.sign({ _id: user._id, username: user.username, sessionId }, expiresAt, now);
}
