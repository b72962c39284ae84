import { isStaffRole } from '@/contract';
import { forbidden } from '../http/api-error';
import type { Member, Reader, StoreTx, UserRow } from '../store/port';
import type { Viewer } from '../user-summary';

/**
 * Who reads a list now: the viewer (or a visitor: suspended accounts are hidden from them too) at
 * the clock's instant, and whether they are staff, who still see suspended accounts.
 */
export function readerOf(now: () => Date, viewer: Viewer): Reader {
  return viewer ? memberReader(now, viewer) : { id: null, atMs: now().getTime() };
}

/** readerOf for a logged-in viewer. */
export const memberReader = (now: () => Date, viewer: UserRow): Member => ({
  id: viewer._id,
  atMs: now().getTime(),
  staff: isStaffRole(viewer.role),
});

/** Whether either of the two has blocked the other (a block is kept on both sides). */
export async function blockedEitherWay(tx: StoreTx, userId: string, otherId: string) {
  if (userId === otherId) return false;
  const rows = await tx.hides.between(userId, otherId);
  return rows.some((row) => row.kind === 'block' || row.kind === 'blockedBy');
}

/** Refuses with 403 what one person may not do to another while a block stands either way. */
export async function refuseIfBlocked(tx: StoreTx, userId: string, otherId: string) {
  if (await blockedEitherWay(tx, userId, otherId)) throw forbidden('blockedInteraction');
}

/** refuseIfBlocked for the author of a post or reply, who is named by username. */
export async function refuseIfAuthorBlocked(tx: StoreTx, userId: string, username: string) {
  const author = await tx.users.getByUsername(username);
  if (author) await refuseIfBlocked(tx, userId, author._id);
}
