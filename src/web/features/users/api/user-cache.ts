import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Account, PublicUser, UserResponse, UsersPageResponse } from '@/contract';
import { sessionStore } from '@/web/lib/session';
import { userKeys } from './user-queries';

type PersonPatch = (user: PublicUser) => PublicUser;
type PeoplePages = InfiniteData<UsersPageResponse, unknown>;

const patchIn = (users: PublicUser[], userId: string, patch: PersonPatch) =>
  users.some((user) => user._id === userId)
    ? users.map((user) => (user._id === userId ? patch(user) : user))
    : users;

const patchOne = (userId: string, patch: PersonPatch) => (old: UserResponse | undefined) =>
  old && old.user._id === userId ? { user: patch(old.user) } : old;

/**
 * Changes one person wherever a cache of people holds them: their detail and profile view, and
 * every loaded page of every people list (search, the sidebar, followers, following).
 * It never creates an entry, so putting the snapshot back undoes it all.
 */
export function patchPerson(queryClient: QueryClient, userId: string, patch: PersonPatch) {
  for (const queryKey of [userKeys.details(), userKeys.profiles()])
    queryClient.setQueriesData<UserResponse>({ queryKey }, patchOne(userId, patch));
  queryClient.setQueriesData<PeoplePages>({ queryKey: userKeys.pages() }, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({ ...page, users: patchIn(page.users, userId, patch) })),
        }
      : old,
  );
}

/**
 * What the server now says of a person, everywhere they are cached: names, bio, counts and
 * whether the viewer follows them. The lists they hold stay, as their size differs by cache.
 */
export function mergePerson(queryClient: QueryClient, fresh: PublicUser) {
  const { followers: _followers, following: _following, ...fields } = fresh;
  patchPerson(queryClient, fresh._id, (user) => ({ ...user, ...fields }));
}

/**
 * The logged-in user made (+1) or deleted (-1) a post: their post count wherever a cache shows
 * it, at once, as their profile's header would otherwise keep the old count until read again.
 */
export function countOwnPost(queryClient: QueryClient, change: 1 | -1) {
  const me = sessionStore.get()?.user;
  if (!me) return;
  patchPerson(queryClient, me._id, (user) => ({
    ...user,
    postCount: Math.max(0, user.postCount + change),
  }));
}

/** Every cache of people as it is now, to put back if the server refuses a change. */
export type PeopleSnapshot = [QueryKey, unknown][];

export async function snapshotPeople(queryClient: QueryClient): Promise<PeopleSnapshot> {
  // A read of one person under way would overwrite the guess; a page under way is left to
  // finish (cancelling it would stall the list), and the server's answer is merged after it.
  for (const queryKey of [userKeys.details(), userKeys.profiles()])
    await queryClient.cancelQueries({ queryKey });
  return queryClient.getQueriesData({ queryKey: userKeys.all });
}

export function restorePeople(queryClient: QueryClient, snapshot: PeopleSnapshot) {
  for (const [queryKey, data] of snapshot) queryClient.setQueryData(queryKey, data);
}

/** The logged-in user's own record from the server: the caches and the stored session. */
export function writeOwnAccount(queryClient: QueryClient, account: Account) {
  queryClient.setQueryData<UserResponse>(userKeys.detail(account.username), { user: account });
  // Elsewhere the person is as anyone sees them: without the account's private fields.
  const { email: _email, bookmarks: _bookmarks, ...asAnyoneSees } = account;
  mergePerson(queryClient, asAnyoneSees);
  sessionStore.updateUser(account);
}
