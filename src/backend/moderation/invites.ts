import { isStaffRole, type Invite, type InviteBody } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { forbidden, notFound } from '../http/api-error';
import type { InviteRow, PageQuery, UserRow } from '../store/port';
import { formatTimestamp } from '../timestamps';

const presentInvite = ({ creatorId: _creator, ...invite }: InviteRow): Invite => invite;

/** Moderators make invite codes; anyone does where INVITES_BY_USERS allows it. */
function refuseInviter(deps: ResolvedDeps, user: UserRow): void {
  if (!deps.invitesByUsers && !isStaffRole(user.role)) throw forbidden('invitesNotAllowed');
}

/** A code hard to guess: 16 random bytes, URL-safe. */
function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function createInvite(
  deps: ResolvedDeps,
  user: UserRow,
  { maxUses, expiresInSeconds }: InviteBody,
): Promise<Invite> {
  refuseInviter(deps, user);
  const now = deps.now();
  const row: InviteRow = {
    code: newCode(),
    creatorId: user._id,
    maxUses,
    uses: 0,
    expiresAt: formatTimestamp(new Date(now.getTime() + expiresInSeconds * 1000)),
    createdAt: formatTimestamp(now),
  };
  await deps.store.transaction((tx) => tx.moderation.insertInvite(row));
  return presentInvite(row);
}

export async function invitesPage(deps: ResolvedDeps, user: UserRow, page: PageQuery) {
  const { items, nextCursor } = await deps.store.moderation.invitesBy(user._id, page);
  return { invites: items.map(presentInvite), nextCursor };
}

/** Withdraws one of the caller's codes (a moderator may withdraw anyone's). */
export function deleteInvite(deps: ResolvedDeps, user: UserRow, code: string) {
  return deps.store.transaction(async (tx) => {
    const invite = await tx.moderation.getInvite(code);
    if (!invite || (invite.creatorId !== user._id && !isStaffRole(user.role)))
      throw notFound('inviteNotFound');
    await tx.moderation.deleteInvite(code);
  });
}
