import { queryOptions } from '@tanstack/react-query';
// The table straight from its module: the contract's index would bring zod into the first load.
import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';
import { userKeys } from '@/web/lib/shared-state';

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
