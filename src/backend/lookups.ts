// The reads every rule shares: a user or post that is not there is a 404.
import { notFound, unauthorized } from './http/api-error';
import { isStaffRole } from '@/contract';
import { isSuspendedAt, type PostRow, type StoreTx, type UserRow } from './store/port';

/** Finds a user by _id or by username, as the API's paths take either. */
export async function findUser(store: StoreTx, idOrUsername: string): Promise<UserRow> {
  const user =
    (await store.users.get(idOrUsername)) ?? (await store.users.getByUsername(idOrUsername));
  if (!user) throw notFound('userNotRegistered');
  return user;
}

export async function findPost(store: StoreTx, postId: string): Promise<PostRow> {
  const post = await store.posts.get(postId);
  if (!post) throw notFound('postNotFound');
  return post;
}

/**
 * A suspended account is gone for everyone but the moderators: its profile and its posts' pages
 * answer 404 (the lists leave it out through the readers' filter; its post pages through
 * findVisiblePost in safety/visible.ts).
 */
export const hiddenBySuspension = (user: UserRow, viewer: UserRow | undefined, now: Date) =>
  isSuspendedAt(user, now) && !(viewer && isStaffRole(viewer.role));

/**
 * A visitor (no session) asking for the profile or a post of someone who shows them only to
 * people logged in is told to log in (401 members_only), as their public page is.
 */
export function refuseVisitorOfMembersOnly(user: UserRow, viewer: UserRow | undefined): void {
  if (!viewer && user.visibleTo === 'members') throw unauthorized('membersOnly');
}

/** findUser, answering 404 for a suspended account unless a moderator asks, 401 as above. */
export async function findVisibleUser(
  store: StoreTx,
  idOrUsername: string,
  viewer: UserRow | undefined,
  now: Date,
): Promise<UserRow> {
  const user = await findUser(store, idOrUsername);
  if (hiddenBySuspension(user, viewer, now)) throw notFound('userNotRegistered');
  refuseVisitorOfMembersOnly(user, viewer);
  return user;
}
