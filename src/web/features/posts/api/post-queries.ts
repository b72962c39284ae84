import { queryOptions } from '@tanstack/react-query';
// Paths straight from their module: the contract's index would bring zod into the first load.
import type { PostsResponse } from '../../../../contract';
import { apiPaths } from '../../../../contract/paths';
import { apiRequest } from '../../../lib/api-client';

/** Query keys of the post resource, narrowest last, so invalidation can be precise. */
export const postKeys = {
  all: ['posts'] as const,
  list: () => [...postKeys.all, 'list'] as const,
};

export const postsQuery = () =>
  queryOptions({
    queryKey: postKeys.list(),
    queryFn: ({ signal }) => apiRequest<PostsResponse>(apiPaths.posts(), { signal }),
    select: (data) => data.posts,
  });
