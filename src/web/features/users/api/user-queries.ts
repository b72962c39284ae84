import { queryOptions } from '@tanstack/react-query';
// Paths straight from their module: the contract's index would bring zod into the first load.
import type { UserResponse, UsersResponse } from '../../../../contract';
import { apiPaths } from '../../../../contract/paths';
import { apiRequest } from '../../../lib/api-client';

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  /** One person by username: their profile, and for the logged-in user whom they follow. */
  detail: (username: string) => [...userKeys.all, 'detail', username] as const,
};

export const usersQuery = () =>
  queryOptions({
    queryKey: userKeys.list(),
    queryFn: ({ signal }) => apiRequest<UsersResponse>(apiPaths.users(), { signal }),
    select: (data) => data.users,
  });

export const userQuery = (username: string) =>
  queryOptions({
    queryKey: userKeys.detail(username),
    queryFn: ({ signal }) => apiRequest<UserResponse>(apiPaths.user(username), { signal }),
    select: (data) => data.user,
  });
