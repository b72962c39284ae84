import type { SuspendBody } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { badRequest } from '../http/api-error';
import { notifyingWrite } from '../notifications/notifying-write';
import { foreverSuspended, isSuspendedAt, type UserRow } from '../store/port';
import { formatTimestamp } from '../timestamps';
import { findAccount } from './accounts';
import { logAction } from './actions';
import { refuseUntouchable } from './staff';

/**
 * Suspends an account for a time or for good: it cannot log in, its sessions are revoked, its
 * reports are closed, and it is told why. After the commit its open event streams end, in every
 * process (sessionsEnded on the bus).
 */
export async function suspendUser(
  deps: ResolvedDeps,
  moderator: UserRow,
  userId: string,
  { note, durationSeconds }: SuspendBody,
) {
  const { action, sessionIds } = await notifyingWrite(deps, async (tx, notifier, now) => {
    const user = await findAccount(tx, userId);
    refuseUntouchable(moderator, user);
    const until =
      durationSeconds === undefined
        ? foreverSuspended
        : formatTimestamp(new Date(deps.now().getTime() + durationSeconds * 1000));
    await tx.users.update(user._id, { suspendedUntil: until });
    const sessionIds = await tx.sessions.revokeAllOf(user._id, now);
    await tx.oauth.revokeAllOf(user._id, now);
    await notifier.moderated(user._id, moderator._id, `suspend:${now}`, 'suspend', note);
    const action = await logAction(deps, tx, moderator, now, {
      kind: 'suspend',
      userId: user._id,
      targetType: 'user',
      targetId: user._id,
      note,
      until: durationSeconds === undefined ? null : until,
    });
    return { action, sessionIds };
  });
  endSessions(deps, userId, sessionIds);
  return action;
}

/** Ends the sessions' open streams here at once, and tells the other processes to end theirs. */
function endSessions(deps: ResolvedDeps, userId: string, sessionIds: string[]) {
  for (const id of sessionIds) deps.sessionStreams.end(id);
  deps.events.endStreams({ endedUserIds: [userId] });
}

export function unsuspendUser(
  deps: ResolvedDeps,
  moderator: UserRow,
  userId: string,
  note: string,
) {
  return deps.store.transaction(async (tx) => {
    const user = await findAccount(tx, userId);
    refuseUntouchable(moderator, user);
    if (!isSuspendedAt(user, deps.now())) throw badRequest('notSuspended');
    await tx.users.update(user._id, { suspendedUntil: null });
    return logAction(deps, tx, moderator, deps.timestamp(), {
      kind: 'unsuspend',
      userId: user._id,
      targetType: 'user',
      targetId: user._id,
      note,
    });
  });
}
