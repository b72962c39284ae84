import { muteDurations } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { badRequest } from '../http/api-error';
import { findUser } from '../lookups';
import type { UserRow } from '../store/port';

/**
 * Mute someone for a while (durationSeconds) or until undone (null), or unmute them (false).
 * Muting again sets the new end. The muted person is not told and may still follow. Muting
 * yourself is refused. Answers the other person.
 */
export function setMuted(
  deps: Pick<ResolvedDeps, 'store' | 'timestamp' | 'now'>,
  me: UserRow,
  targetId: string,
  durationSeconds: number | null | false,
) {
  return deps.store.transaction(async (tx) => {
    const target = await findUser(tx, targetId);
    if (target._id === me._id) throw badRequest('cannotMuteSelf');
    if (typeof durationSeconds === 'number' && !isMuteDuration(durationSeconds))
      throw badRequest('muteDurationUnknown');
    if (durationSeconds === false) {
      await tx.hides.delete(me._id, target._id, 'mute');
      return target;
    }
    await tx.hides.put({
      readerId: me._id,
      hiddenId: target._id,
      hiddenUsername: target.username,
      kind: 'mute',
      untilMs: durationSeconds === null ? null : deps.now().getTime() + durationSeconds * 1000,
      createdAt: deps.timestamp(),
    });
    return target;
  });
}

const isMuteDuration = (seconds: number) => (muteDurations as readonly number[]).includes(seconds);
