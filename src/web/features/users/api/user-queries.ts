import { queryOptions } from '@tanstack/react-query';
// The table straight from its module: the contract's index would bring zod into the first load.
import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';

/** Which side of a person's follows a list shows. */
export type FollowSide = 'followers' | 'following';

export const userKeys = {
  all: ['users'] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  /** One person by username: their profile, and for the logged-in user whom they follow. */
  detail: (username: string) => [...userKeys.details(), username] as const,
  profiles: () => [...userKeys.all, 'profile'] as const,
  /** One person's bounded view (counts, no lists). */
  profile: (username: string) => [...userKeys.profiles(), username] as const,
  /** Every paged list of people: a follow patches them all. */
  pages: () => [...userKeys.all, 'pages'] as const,
  /** People newest first, or those matching a search ('' for everyone). */
  search: (search: string) => [...userKeys.pages(), 'search', search] as const,
  /**
   * The same, for the sidebar, which reads the first page only: sharing /users' entry, it would
   * refetch every page scrolled there.
   */
  panel: (search: string) => [...userKeys.pages(), 'panel', search] as const,
  follows: (side: FollowSide, username: string) => [...userKeys.pages(), side, username] as const,
};

export const userQuery = (username: string) =>
  queryOptions({
    queryKey: userKeys.detail(username),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.user, { params: { usernameOrId: username }, signal }),
    select: (data) => data.user,
  });

/** One person as a header shows them: names and counts, whatever the size of their lists. */
export const profileQuery = (username: string) =>
  queryOptions({
    queryKey: userKeys.profile(username),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.profile, { params: { usernameOrId: username }, signal }),
    select: (data) => data.user,
  });
