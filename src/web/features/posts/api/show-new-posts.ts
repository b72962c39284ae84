import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpoints } from '@/contract/endpoints';
import type { Post } from '@/contract';
import { apiRequest } from '@/web/lib/api-client';
import { cancelPostRefreshes } from './post-cache';
import { postKeys, postsPerPage, type PostPages } from './post-queries';

const latestFeed = postKeys.list({ kind: 'feed', sort: 'latest' });

/**
 * Puts the posts that arrived since the feed was read on top of its Latest tab, reading one page
 * rather than the whole list again: the pages read before stay, so the reader can scroll back to
 * where they were. When more arrived than a page holds, the gap between the fresh page and the
 * old ones could not be shown in order, so the list starts again from the fresh page. Answers
 * the posts of the page read, so that the pill forgets only those (not ones heard of meanwhile).
 */
export function useShowNewPosts() {
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<Post[]> => {
    const fresh = await apiRequest(endpoints.feed, {
      auth: true,
      query: { sort: 'latest', limit: postsPerPage },
    });
    // A next page or a refetch under way would land after this and overwrite the fresh page.
    await cancelPostRefreshes(queryClient);
    queryClient.setQueryData<PostPages>(latestFeed, (data) => {
      const known = new Set(data?.pages.flatMap((page) => page.posts.map((post) => post._id)));
      const meets = fresh.posts.some((post) => known.has(post._id));
      if (!data || !meets) return { pages: [fresh], pageParams: [undefined] };
      const arrived = fresh.posts.filter((post) => !known.has(post._id));
      const [first, ...rest] = data.pages;
      return { ...data, pages: [{ ...first!, posts: [...arrived, ...first!.posts] }, ...rest] };
    });
    return fresh.posts;
  }, [queryClient]);
}
