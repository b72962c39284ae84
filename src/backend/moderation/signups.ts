import type { ResolvedDeps } from '../deps';
import { notFound } from '../http/api-error';
import type { PageQuery, StoreTx, UserRow } from '../store/port';
import { logAction } from './actions';
import { presentModeratedUser } from './present';

/** Sign-ups waiting for a moderator, oldest first, with the email they gave. */
export async function signupsPage({ store }: ResolvedDeps, page: PageQuery) {
  const { items, nextCursor } = await store.users.awaitingApproval(page);
  return {
    users: items.map((user) => ({
      ...presentModeratedUser(user),
      email: user.email,
      createdAt: user.createdAt,
    })),
    nextCursor,
  };
}

async function findAwaiting(tx: StoreTx, userId: string): Promise<UserRow> {
  const user = await tx.users.get(userId);
  if (user?.approval !== 'awaiting') throw notFound('signupNotFound');
  return user;
}

/** Lets a waiting sign-up log in. */
export function approveSignup(
  deps: ResolvedDeps,
  moderator: UserRow,
  userId: string,
  note: string,
) {
  return deps.store.transaction(async (tx) => {
    const user = await findAwaiting(tx, userId);
    await tx.users.update(user._id, { approval: 'approved' });
    return logAction(deps, tx, moderator, deps.timestamp(), {
      kind: 'approve',
      userId: user._id,
      targetType: 'user',
      targetId: user._id,
      note,
    });
  });
}

/** Deletes a waiting sign-up: it has no session and has made nothing. */
export function rejectSignup(deps: ResolvedDeps, moderator: UserRow, userId: string, note: string) {
  return deps.store.transaction(async (tx) => {
    const user = await findAwaiting(tx, userId);
    await tx.users.deleteAwaiting(user._id);
    return logAction(deps, tx, moderator, deps.timestamp(), {
      kind: 'reject',
      userId: user._id,
      targetType: 'user',
      targetId: user._id,
      note: `${note} (@${user.username})`,
    });
  });
}
