import { guestCredentials, type AccountSession } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { forbidden, notFound } from '../http/api-error';
import type { PageQuery, SessionRow, UserRow } from '../store/port';

/**
 * The guest account is everyone's: its other sessions are strangers', so the guest sees only its
 * own and cannot end theirs.
 */
const isGuest = (user: UserRow) => user.username === guestCredentials.username;

function presentSession(deps: ResolvedDeps, session: SessionRow, current: SessionRow) {
  return {
    _id: session._id,
    ...deps.describeOrigin(session),
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    current: session._id === current._id,
  } satisfies AccountSession;
}

/** The owner's live sessions, newest first; the guest's list is the session that asks. */
export async function ownSessionsPage(
  deps: ResolvedDeps,
  user: UserRow,
  current: SessionRow,
  page: PageQuery,
) {
  if (isGuest(user)) {
    const sessions = page.cursor === undefined ? [presentSession(deps, current, current)] : [];
    return { sessions, nextCursor: null };
  }
  const { items, nextCursor } = await deps.store.sessions.liveOf(user._id, deps.timestamp(), page);
  return { sessions: items.map((item) => presentSession(deps, item, current)), nextCursor };
}

/**
 * The session's token is refused from now on, in every process, as it is read from the store
 * with each request. Its open event streams end at once: in this process by the session, and in
 * every process by the account (the owner's other streams reconnect and go on).
 */
function endStreams(deps: ResolvedDeps, userId: string, sessionIds: readonly string[]) {
  for (const id of sessionIds) deps.sessionStreams.end(id);
  if (sessionIds.length > 0) deps.events.endStreams({ endedUserIds: [userId] });
}

/**
 * Ends one of the owner's live sessions (this one too, which is a logout). Someone else's, an
 * ended one and an unknown id are all 404, so that nobody learns another's session exists.
 */
export async function endOwnSession(
  deps: ResolvedDeps,
  user: UserRow,
  current: SessionRow,
  sessionId: string,
) {
  if (isGuest(user) && sessionId !== current._id) throw forbidden('guestSessionsShared');
  if (!(await deps.store.sessions.revokeOf(user._id, sessionId, deps.timestamp())))
    throw notFound('sessionNotFound');
  endStreams(deps, user._id, [sessionId]);
}

/** Ends every session of the owner's but this one; answers how many ended. */
export async function endOtherSessions(deps: ResolvedDeps, user: UserRow, current: SessionRow) {
  if (isGuest(user)) throw forbidden('guestSessionsShared');
  const ended = await deps.store.sessions.revokeAllOf(user._id, deps.timestamp(), current._id);
  endStreams(deps, user._id, ended);
  return ended.length;
}
