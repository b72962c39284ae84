import { queryOptions } from '@tanstack/react-query';
// The table straight from its module: the contract's index would bring zod into the first load.
import { endpoints } from '../../../../contract/endpoints';
import { apiRequest } from '../../../lib/api-client';

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  /** One person by username: their profile, and for the logged-in user whom they follow. */
  detail: (username: string) => [...userKeys.all, 'detail', username] as const,
};

/** Everyone (up to the server's list cap), each with whether the logged-in user follows them. */
export const usersQuery = () =>
  queryOptions({
    queryKey: userKeys.list(),
    queryFn: ({ signal }) => apiRequest(endpoints.users, { signal }),
    select: (data) => data.users,
  });

export const userQuery = (username: string) =>
  queryOptions({
    queryKey: userKeys.detail(username),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.user, { params: { usernameOrId: username }, signal }),
    select: (data) => data.user,
  });
