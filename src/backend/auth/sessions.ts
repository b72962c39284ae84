import { formatTimestamp, type ResolvedDeps } from '../deps';
import type { StoreTx, UserRow } from '../store/port';
import type { TokenService } from './tokens';

/** Opens a session for the user and answers the token that names it. */
export async function openSession(
  deps: ResolvedDeps,
  tokens: TokenService,
  store: StoreTx,
  user: UserRow,
): Promise<string> {
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.sessionSeconds * 1000);
  const sessionId = deps.newId();
  await store.sessions.insert({
    _id: sessionId,
    userId: user._id,
    createdAt: formatTimestamp(now),
    expiresAt: formatTimestamp(expiresAt),
    revokedAt: null,
  });
  return tokens.sign({ _id: user._id, username: user.username, sessionId }, expiresAt, now);
}
