import type { QueryClient } from '@tanstack/react-query';
import type { Account, PublicUser, UserResponse, UsersResponse } from '../../../../contract';
import { sessionStore } from '../../../lib/session';
import { userKeys } from './user-queries';

/** Caches of the people resource that a change of someone's record touches. */
export interface UsersSnapshot {
  list: UsersResponse | undefined;
  details: Map<string, UserResponse | undefined>;
}

/** Writes fresh records into the list and each person's detail, at once. */
export function writeUsers(queryClient: QueryClient, users: PublicUser[]) {
  const byId = new Map(users.map((user) => [user._id, user]));
  queryClient.setQueryData<UsersResponse>(userKeys.list(), (old) =>
    old ? { users: old.users.map((user) => byId.get(user._id) ?? user) } : old,
  );
  for (const user of users) queryClient.setQueryData(userKeys.detail(user.username), { user });
}

/** What the caches of these people hold now, to put back if the server refuses a change. */
export async function snapshotUsers(
  queryClient: QueryClient,
  usernames: string[],
): Promise<UsersSnapshot> {
  await queryClient.cancelQueries({ queryKey: userKeys.list() });
  const details = new Map<string, UserResponse | undefined>();
  for (const username of usernames) {
    await queryClient.cancelQueries({ queryKey: userKeys.detail(username) });
    details.set(username, queryClient.getQueryData<UserResponse>(userKeys.detail(username)));
  }
  return { list: queryClient.getQueryData<UsersResponse>(userKeys.list()), details };
}

export function restoreUsers(queryClient: QueryClient, snapshot: UsersSnapshot) {
  restore(queryClient, userKeys.list(), snapshot.list);
  for (const [username, data] of snapshot.details)
    restore(queryClient, userKeys.detail(username), data);
}

/**
 * Puts one cache entry back. setQueryData ignores undefined, so an entry that the change itself
 * created is removed instead; otherwise the guess would outlive the refusal.
 */
function restore(queryClient: QueryClient, queryKey: readonly unknown[], data: unknown) {
  if (data === undefined) queryClient.removeQueries({ queryKey, exact: true });
  else queryClient.setQueryData(queryKey, data);
}

/** The person as the caches know them now: their detail, else their entry in the list. */
export function cachedUser(queryClient: QueryClient, username: string): PublicUser | undefined {
  return (
    queryClient.getQueryData<UserResponse>(userKeys.detail(username))?.user ??
    queryClient
      .getQueryData<UsersResponse>(userKeys.list())
      ?.users.find((user) => user.username === username)
  );
}

/** The logged-in user's own record from the server: the caches and the stored session. */
export function writeOwnAccount(queryClient: QueryClient, account: Account) {
  writeUsers(queryClient, [account]);
  sessionStore.updateUser(account);
}
