import { guestCredentials, retiredUsernameDays, type DeleteAccountBody } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { forbidden, unprocessable } from '../http/api-error';
import type { ModerationActionRow, UserRow } from '../store/port';
import { formatTimestamp } from '../timestamps';
import { forgetFilesLater } from '../media/forget-files';

const dayMs = 24 * 60 * 60 * 1000;
/** How many likes or replies (and a tenth as many posts) one transaction of a deletion takes. */
const deletionBatch = 2000;

/** Whether what was typed is the account's username, a leading @ and outer spaces aside. */
const isUsername = (typed: string, user: UserRow) =>
  typed.trim().replace(/^@/, '').toLowerCase() === user.username.toLowerCase();

/**
 * Deletes the owner's account once the password and the username typed again confirm it
 * (docs/product.md, "Deleting an account"): its sessions end first, a big account's rows go in
 * batches, and one last transaction takes the rest and the account. The moderators' log keeps
 * the fact under an id that names nobody; the username rests for retiredUsernameDays. Every open
 * event stream of the account ends in every process, and its media files no one else uses go
 * (by jobs queued with each batch, remove-files).
 * The guest, which everyone shares, and the server's last admin cannot be deleted.
 */
export async function deleteAccount(
  deps: ResolvedDeps,
  user: UserRow,
  { password, username }: DeleteAccountBody,
): Promise<void> {
  if (user.username === guestCredentials.username) throw forbidden('guestUndeletable');
  if (!isUsername(username, user)) throw unprocessable('usernameMismatch');
  if (!(await deps.passwords.verify(password, user.passwordHash))) throw forbidden('wrongPassword');
  const now = deps.now();
  const ended = await deps.store.transaction(async (tx) => {
    const current = await tx.users.get(user._id);
    if (current?.role === 'admin' && !(await tx.accounts.hasOtherAdmin(user._id)))
      throw forbidden('lastAdmin');
    return tx.sessions.revokeAllOf(user._id, formatTimestamp(now));
  });
  endStreams(deps, user, ended);
  await deleteInBatches(deps, user);
  const tombstoneId = deps.newId();
  const deleted = await deps.store.transaction(async (tx) => {
    // Before the account, whose row its uploads' records would otherwise go with unread.
    const files = await tx.uploads.removeOfOwner(user._id);
    const gone = await tx.accounts.delete(user._id, tombstoneId);
    await tx.accounts.retireUsername(user.username, now.getTime() + retiredUsernameDays * dayMs);
    await tx.moderation.insertAction(deletionFact(tombstoneId, deps.timestamp()));
    if (gone) await forgetFilesLater(tx, deps, [...gone.mediaUrls, ...files]);
    return gone;
  });
  deps.onJobQueued();
  if (deleted) endStreams(deps, user, deleted.sessionIds);
}

/** Its open event streams end at once, here and in every other process. */
function endStreams(deps: ResolvedDeps, user: UserRow, sessionIds: readonly string[]) {
  for (const id of sessionIds) deps.sessionStreams.end(id);
  deps.events.endStreams({ endedUserIds: [user._id] });
}

/**
 * Takes a big account's likes, replies and posts a batch per transaction, so that no transaction
 * holds the database for long (docs/benchmarks.md, "Deleting an account"); its sessions ended
 * first, so it writes nothing meanwhile. Each batch queues the removal of its posts' media.
 */
async function deleteInBatches(deps: ResolvedDeps, user: UserRow): Promise<void> {
  for (;;) {
    const done = await deps.store.transaction(async (tx) => {
      const batch = await tx.accounts.deleteBatch(user._id, deletionBatch);
      await forgetFilesLater(tx, deps, batch.mediaUrls);
      return batch.done;
    });
    if (done) return;
  }
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
