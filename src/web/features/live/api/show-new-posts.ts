import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpoints } from '@/contract/endpoints';
import type { Post } from '@/contract';
import { apiRequest } from '@/web/lib/api-client';
import { postsPerPage, putOnLatestFeed } from '@/web/lib/shared-state';

/**
 * Puts the posts that arrived since the feed was read on top of its Latest tab, reading one page
 * rather than the whole list again (putOnLatestFeed says how it meets the pages read before).
 * Answers the posts of the page read, so that the pill forgets only those (not ones heard of
 * meanwhile).
 */
export function useShowNewPosts() {
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<Post[]> => {
    const fresh = await apiRequest(endpoints.feed, {
      auth: true,
      query: { sort: 'latest', limit: postsPerPage },
    });
    await putOnLatestFeed(queryClient, fresh);
    return fresh.posts;
  }, [queryClient]);
}
