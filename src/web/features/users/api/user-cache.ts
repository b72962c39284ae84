import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Account, PublicUser, UserResponse } from '@/contract';
import { sessionStore } from '@/web/lib/session';
import { patchPerson, userKeys } from '@/web/lib/shared-state';

/**
 * What the server now says of a person, everywhere they are cached: names, bio, counts and
 * whether the viewer follows them. The lists they hold stay, as their size differs by cache.
 */
export function mergePerson(queryClient: QueryClient, fresh: PublicUser) {
  const { followers: _followers, following: _following, ...fields } = fresh;
  patchPerson(queryClient, fresh._id, (user) => ({ ...user, ...fields }));
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
