import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpoints } from '../../../../contract/endpoints';
import { apiRequest } from '../../../lib/api-client';
import { postKeys, postsPerPage, type PostPages } from './post-queries';

const latestFeed = postKeys.list({ kind: 'feed', sort: 'latest' });

/**
 * Puts the posts that arrived since the feed was read on top of its Latest tab, reading one page
 * rather than the whole list again: the pages read before stay, so the reader can scroll back to
 * where they were. When more arrived than a page holds, the gap between the fresh page and the
 * old ones could not be shown in order, so the list starts again from the fresh page.
 */
export function useShowNewPosts() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const fresh = await apiRequest(endpoints.feed, {
      auth: true,
      query: { sort: 'latest', limit: postsPerPage },
    });
    queryClient.setQueryData<PostPages>(latestFeed, (data) => {
      const known = new Set(data?.pages.flatMap((page) => page.posts.map((post) => post._id)));
      const meets = fresh.posts.some((post) => known.has(post._id));
      if (!data || !meets) return { pages: [fresh], pageParams: [undefined] };
      const arrived = fresh.posts.filter((post) => !known.has(post._id));
      const [first, ...rest] = data.pages;
      return { ...data, pages: [{ ...first!, posts: [...arrived, ...first!.posts] }, ...rest] };
    });
  }, [queryClient]);
}
