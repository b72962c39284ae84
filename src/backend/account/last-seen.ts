import type { ResolvedDeps } from '../deps';
import type { SessionRow } from '../store/port';
import { formatTimestamp } from '../timestamps';

/** A session's last seen moves at most this often: one write every few minutes, not per request. */
export const lastSeenStepMs = 5 * 60_000;

/**
 * Marks the session seen now when its last seen is older than a step, and answers it as it then
 * is. A failed write costs the request nothing: last seen is a hint, and the next one tries again.
 */
export async function markSeen(deps: ResolvedDeps, session: SessionRow, now: Date) {
  const since = now.getTime() - lastSeenStepMs;
  if (Date.parse(session.lastSeenAt) >= since) return session;
  const at = formatTimestamp(now);
  try {
    await deps.store.sessions.touch(session._id, at, formatTimestamp(new Date(since)));
  } catch (error) {
    deps.reportError(error);
    return session;
  }
  return { ...session, lastSeenAt: at };
}
