import { notFound } from '../http/api-error';
import type { StoreTx, UserRow } from '../store/port';

/** The account a moderation path names by its id, or 404. */
export async function findAccount(tx: StoreTx, userId: string): Promise<UserRow> {
  const user = await tx.users.get(userId);
  if (!user) throw notFound('accountNotFound');
  return user;
}
