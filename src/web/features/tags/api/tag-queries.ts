import { queryOptions } from '@tanstack/react-query';
import { tagEndpoints } from '@/contract/endpoints-tags';
import { apiRequest } from '@/web/lib/api-client';

export const tagKeys = {
  all: ['tags'] as const,
  trending: () => [...tagKeys.all, 'trending'] as const,
};

/** The trending tags: the server reads them once a minute, so asking more often finds the same. */
export const trendingTagsQuery = () =>
  queryOptions({
    queryKey: tagKeys.trending(),
    queryFn: ({ signal }) =>
      apiRequest(tagEndpoints.trendingTags, { signal }).then((answer) => answer.tags),
    staleTime: 60_000,
  });
