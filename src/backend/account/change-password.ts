import { guestCredentials, type ChangePasswordBody } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { forbidden } from '../http/api-error';
import type { SessionRow, UserRow } from '../store/port';
import { formatTimestamp } from '../timestamps';
import { refuseWeakPassword } from './password-policy';

/**
 * Changes the owner's password once the current one is confirmed: every other session is revoked
 * and their open event streams end at once in every process (those of this session reconnect,
 * as it stays logged in). Answers how many sessions ended.
 */
export async function changePassword(
  deps: ResolvedDeps,
  user: UserRow,
  session: SessionRow,
  { currentPassword, newPassword }: ChangePasswordBody,
): Promise<number> {
  if (user.username === guestCredentials.username) throw forbidden('guestPasswordFixed');
  if (!(await deps.passwords.verify(currentPassword, user.passwordHash)))
    throw forbidden('wrongPassword');
  await refuseWeakPassword(deps, newPassword, user);
  const passwordHash = await deps.passwords.hash(newPassword);
  const now = formatTimestamp(deps.now());
  const ended = await deps.store.transaction(async (tx) => {
    await tx.users.update(user._id, { passwordHash, updatedAt: now });
    return tx.sessions.revokeAllOf(user._id, now, session._id);
  });
  for (const id of ended) deps.sessionStreams.end(id);
  if (ended.length > 0) deps.events.endStreams({ endedUserIds: [user._id] });
  return ended.length;
}
