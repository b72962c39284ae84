import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { tagEndpoints } from '@/contract/endpoints-tags';
import { apiRequest } from '@/web/lib/api-client';
import { putOnList, useListPostIds, type PostList } from '@/web/lib/shared-state';
import { tagKeys } from './tag-queries';

/** How often an open tag page asks for its newest posts (and when the window is shown again). */
export const tagPollMs = 30_000;
const newestPageSize = 10;

export interface NewTaggedPosts {
  /** Posts with the tag newer than the page shows. */
  count: number;
  /** Puts them on top of the page's list. */
  show: () => Promise<void>;
}

/**
 * A tag page's "N new posts": its newest posts read every tagPollMs while the page is open and
 * the window shown (a tag gathers posts from anyone, so no one's event stream carries them),
 * counted above the newest post the list's loaded pages hold.
 */
export function useNewTaggedPosts(tag: string, pollMs = tagPollMs): NewTaggedPosts {
  const queryClient = useQueryClient();
  const list = useMemo<PostList>(() => ({ kind: 'tag', tag }), [tag]);
  const newest = useQuery({
    queryKey: [...tagKeys.all, 'newest', tag],
    queryFn: ({ signal }) =>
      apiRequest(tagEndpoints.tagPosts, {
        params: { tag },
        query: { limit: newestPageSize },
        signal,
      }),
    refetchInterval: pollMs,
    // The app's lists wait for a write or a pill; this one is the pill's own ear.
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const shownIds = useListPostIds(queryClient, list);
  const fresh = newest.data;
  const arrived = useMemo(() => {
    if (!fresh || shownIds.size === 0) return [];
    // Newest first: the new ones are those above the first the list shows.
    const firstShown = fresh.posts.findIndex((post) => shownIds.has(post._id));
    return fresh.posts.slice(0, firstShown === -1 ? undefined : firstShown);
  }, [fresh, shownIds]);
  const show = useCallback(async () => {
    if (fresh) await putOnList(queryClient, list, fresh);
  }, [fresh, queryClient, list]);
  return { count: arrived.length, show };
}
