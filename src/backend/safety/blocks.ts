import type { ResolvedDeps } from '../deps';
import { badRequest } from '../http/api-error';
import { findUser } from '../lookups';
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
    if (mine.some((row) => row.kind === 'block')) return target;
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
    return target;
  });
}

const touch = async (tx: StoreTx, ids: string[], now: string) => {
  for (const id of ids) await tx.users.update(id, { updatedAt: now });
};
