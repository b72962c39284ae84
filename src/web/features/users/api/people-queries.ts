import {
  infiniteQueryOptions,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { endpoints } from '@/contract/endpoints';
import type { UsersPageResponse } from '@/contract';
import { apiRequest } from '@/web/lib/api-client';
import { userKeys, type FollowSide } from '@/web/lib/shared-state';

/** A list of people as the components read it: the pages loaded so far and the next's state. */
export type PeoplePagesQuery = UseInfiniteQueryResult<InfiniteData<UsersPageResponse>, Error>;

/** People per page: a screenful and more, so the next page is asked for well before the end. */
export const peoplePageSize = 20;

const nextPageParam = (page: UsersPageResponse) => page.nextCursor ?? undefined;

/**
 * People newest first, or those whose first name or username holds `search`; never the viewer.
 * The server searches, so a match on page 500 is found as fast as one on page 1.
 */
export const peopleQuery = (search: string, where: 'page' | 'panel' = 'page') =>
  infiniteQueryOptions({
    queryKey: where === 'panel' ? userKeys.panel(search) : userKeys.search(search),
    queryFn: async ({ pageParam, signal }): Promise<UsersPageResponse> => {
      const answer = await apiRequest(endpoints.users, {
        query: { q: search || undefined, limit: peoplePageSize, cursor: pageParam },
        signal,
      });
      // With a limit the server always pages; null says so when it leaves the cursor out.
      return { users: answer.users, nextCursor: answer.nextCursor ?? null };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageParam,
  });

/** Someone's followers, or whom they follow, newest first. */
export const followsQuery = (side: FollowSide, username: string) =>
  infiniteQueryOptions({
    queryKey: userKeys.follows(side, username),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(endpoints[side], {
        params: { usernameOrId: username },
        query: { limit: peoplePageSize, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageParam,
  });
