import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { PublicUser, UserResponse, UsersPageResponse } from '@/contract';
import { userKeys } from './user-keys';

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
