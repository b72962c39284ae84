import { infiniteQueryOptions } from '@tanstack/react-query';
import type { TagSummary } from '@/contract/tags';
import { searchEndpoints } from '@/contract/endpoints-search';
import { apiRequest } from '@/web/lib/api-client';

interface TagsPage {
  tags: TagSummary[];
  nextCursor: string | null;
}

export const tagSearchKeys = {
  all: ['search', 'tags'] as const,
  search: (q: string) => [...tagSearchKeys.all, q] as const,
};

/** The tags that match a search, a page at a time. */
export const tagSearchQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: tagSearchKeys.search(q),
    queryFn: async ({ pageParam, signal }): Promise<TagsPage> => {
      const answer = await apiRequest(searchEndpoints.search, {
        query: { q, type: 'tags', limit: 20, cursor: pageParam },
        signal,
      });
      return answer.type === 'tags' ? answer : { tags: [], nextCursor: null };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: TagsPage) => last.nextCursor ?? undefined,
    staleTime: 60_000,
  });
