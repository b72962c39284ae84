import type { ResolvedDeps } from '../deps';
import { badRequest, notFound } from '../http/api-error';
import { findUser } from '../lookups';
import { lockingNotifyingWrite } from '../notifications/notifying-write';
import { refuseIfBlocked } from '../safety/blocked';
import type { Notifier } from '../notifications/notifier';
import type { StoreTx, UserRow } from '../store/port';

/**
 * Writes the follow, tells the followed person and touches both: the checks (a block, a follow
 * already there) are the caller's.
 */
export async function addFollow(
  tx: StoreTx,
  notifier: Notifier,
  now: string,
  me: UserRow,
  target: UserRow,
) {
  await tx.users.touch([me._id, target._id], now);
  await tx.follows.insert({ followerId: me._id, followeeId: target._id, createdAt: now });
  await notifier.followed(me._id, target._id);
}

/**
 * Follow or unfollow: both people change, in one transaction. Following yourself, following
 * twice and unfollowing someone not followed are refused. The followed person is told; an
 * unfollow takes it back. Answers the other person's id.
 */
export function setFollowing(
  deps: Pick<ResolvedDeps, 'store' | 'timestamp' | 'events'>,
  me: UserRow,
  targetId: string,
  follow: boolean,
) {
  return lockingNotifyingWrite(deps, async (tx, notifier, now) => {
    const target = await findUser(tx, targetId);
    if (follow && target._id === me._id) throw notFound('cannotFollowSelf');
    // Both rows locked first: follows of one pair, and new followers' notification lines of one
    // person, take turns (the touch lands with the write or goes with a refusal).
    await tx.users.touch([me._id, target._id], now);
    if (follow) await refuseIfBlocked(tx, me._id, target._id);
    const [edge] = (await tx.follows.between(me._id, [target._id])).filter(
      (row) => row.followerId === me._id && row.followeeId === target._id,
    );
    if (follow && edge) throw badRequest('alreadyFollowing');
    if (!follow && !edge) throw badRequest('alreadyNotFollowing');
    if (follow) {
      await tx.follows.insert({ followerId: me._id, followeeId: target._id, createdAt: now });
      await notifier.followed(me._id, target._id);
      return target._id;
    }
    await tx.follows.delete(me._id, target._id);
    await notifier.unfollowed(me._id, target._id, edge!.createdAt);
    return target._id;
  });
}
