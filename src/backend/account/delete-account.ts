import { guestCredentials, retiredUsernameDays, type DeleteAccountBody } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { forbidden, unprocessable } from '../http/api-error';
import type { ModerationActionRow, UserRow } from '../store/port';
import { removeUnusedMedia } from './remove-unused-media';

const dayMs = 24 * 60 * 60 * 1000;

/** Whether what was typed is the account's username, a leading @ and outer spaces aside. */
const isUsername = (typed: string, user: UserRow) =>
  typed.trim().replace(/^@/, '').toLowerCase() === user.username.toLowerCase();

/**
 * Deletes the owner's account once the password and the username typed again confirm it, in one
 * transaction (docs/product.md, "Deleting an account"). The moderators' log keeps the fact under
 * an id that names nobody; the username rests for retiredUsernameDays. Once committed, every
 * open event stream of the account ends in every process and its media files no one else uses
 * go. The guest, which everyone shares, and the server's last admin cannot be deleted.
 */
export async function deleteAccount(
  deps: ResolvedDeps,
  user: UserRow,
  { password, username }: DeleteAccountBody,
): Promise<void> {
  if (user.username === guestCredentials.username) throw forbidden('guestUndeletable');
  if (!isUsername(username, user)) throw unprocessable('usernameMismatch');
  if (!(await deps.passwords.verify(password, user.passwordHash))) throw forbidden('wrongPassword');
  const tombstoneId = deps.newId();
  const now = deps.now();
  const deleted = await deps.store.transaction(async (tx) => {
    const current = await tx.users.get(user._id);
    if (current?.role === 'admin' && !(await tx.accounts.hasOtherAdmin(user._id)))
      throw forbidden('lastAdmin');
    const gone = await tx.accounts.delete(user._id, tombstoneId);
    await tx.accounts.retireUsername(user.username, now.getTime() + retiredUsernameDays * dayMs);
    await tx.moderation.insertAction(deletionFact(tombstoneId, deps.timestamp()));
    return gone;
  });
  if (!deleted) return;
  for (const id of deleted.sessionIds) deps.sessionStreams.end(id);
  deps.events.endStreams({ endedUserIds: [user._id] });
  await removeUnusedMedia(deps, deleted.mediaUrls);
}

/** The log's entry: an account was deleted, when, under an id that names nobody. */
function deletionFact(tombstoneId: string, at: string): ModerationActionRow {
  return {
    _id: tombstoneId,
    kind: 'accountDeleted',
    moderatorId: tombstoneId,
    userId: tombstoneId,
    targetType: 'user',
    targetId: tombstoneId,
    note: '',
    until: null,
    role: null,
    createdAt: at,
  };
}
