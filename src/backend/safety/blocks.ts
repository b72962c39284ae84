import type { ResolvedDeps } from '../deps';
import { badRequest } from '../http/api-error';
import { findUser } from '../lookups';
import type { Notifier } from '../notifications/notifier';
import { notifyingWrite } from '../notifications/notifying-write';
import type { StoreTx, UserRow } from '../store/port';

/**
 * Block or unblock someone, in one transaction. A block is two rows, the blocker's 'block' and
 * the blocked person's 'blockedBy', so that each side's lists ask of their own rows; it ends the
 * follows both ways (the kept counts follow) and takes their follow notifications back. Doing it
 * again changes nothing. Blocking yourself is refused. Answers the other person.
 */
export function setBlocked(
  deps: Pick<ResolvedDeps, 'store' | 'timestamp' | 'events'>,
  me: UserRow,
  targetId: string,
  blocked: boolean,
) {
  return notifyingWrite(deps, async (tx, notifier, now) => {
    const target = await findUser(tx, targetId);
    if (target._id === me._id) throw badRequest('cannotBlockSelf');
    if (!blocked) {
      await tx.hides.delete(me._id, target._id, 'block');
      await tx.hides.delete(target._id, me._id, 'blockedBy');
      return target;
    }
    const mine = await tx.hides.between(me._id, target._id);
    if (!mine.some((row) => row.kind === 'block')) await addBlock(tx, notifier, now, me, target);
    return target;
  });
}

/**
 * Writes both rows of a block and ends the follows between the two, taking their notifications
 * back: the checks (not yourself, not blocked already) are the caller's.
 */
export async function addBlock(
  tx: StoreTx,
  notifier: Notifier,
  now: string,
  me: UserRow,
  target: UserRow,
) {
  const side = { untilMs: null, createdAt: now };
  await tx.hides.put({
    readerId: me._id,
    hiddenId: target._id,
    hiddenUsername: target.username,
    kind: 'block',
    ...side,
  });
  await tx.hides.put({
    readerId: target._id,
    hiddenId: me._id,
    hiddenUsername: me.username,
    kind: 'blockedBy',
    ...side,
  });
  for (const edge of await tx.follows.between(me._id, [target._id])) {
    await tx.follows.delete(edge.followerId, edge.followeeId);
    await notifier.unfollowed(edge.followerId, edge.followeeId, edge.createdAt);
    await touch(tx, [edge.followerId, edge.followeeId], now);
  }
}

const touch = async (tx: StoreTx, ids: string[], now: string) => {
  for (const id of ids) await tx.users.update(id, { updatedAt: now });
};
