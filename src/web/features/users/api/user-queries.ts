import { queryOptions } from '@tanstack/react-query';
// Paths straight from their module: the contract's index would bring zod into the first load.
import type { UsersResponse } from '../../../../contract';
import { apiPaths } from '../../../../contract/paths';
import { apiRequest } from '../../../lib/api-client';

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
};

export const usersQuery = () =>
  queryOptions({
    queryKey: userKeys.list(),
    queryFn: ({ signal }) => apiRequest<UsersResponse>(apiPaths.users(), { signal }),
    select: (data) => data.users,
  });
