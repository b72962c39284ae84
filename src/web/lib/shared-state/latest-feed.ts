import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { PostsPageResponse } from '@/contract';
import { postKeys, type PostPages } from './post-keys';
import { cancelPostRefreshes } from './post-lists';

/** The feed's Latest tab: the list that new posts by others land on (the live feature's pill). */
const latestFeed = postKeys.list({ kind: 'feed', sort: 'latest' });

/** The loaded pages of the Latest feed, as the cache holds them (undefined before the first). */
const latestPages = (queryClient: QueryClient) =>
  queryClient.getQueryData<PostPages>(latestFeed)?.pages;

const idsOf = (pages: PostPages['pages'] | undefined) =>
  new Set(pages?.flatMap((page) => page.posts.map((post) => post._id)));

/** The ids of the posts the Latest feed's loaded pages show now. */
export const latestFeedPostIds = (queryClient: QueryClient): Set<string> =>
  idsOf(latestPages(queryClient));

/**
 * The ids of the posts the Latest feed's loaded pages show, as a React value that changes
 * whenever those pages do (a refetch, a later page, a post placed on top).
 */
export function useLatestFeedPostIds(queryClient: QueryClient): Set<string> {
  // The pages object changes whenever the cached feed does: the ids follow it.
  const pages = useSyncExternalStore(
    useCallback((onChange) => queryClient.getQueryCache().subscribe(onChange), [queryClient]),
    () => latestPages(queryClient),
    () => latestPages(queryClient),
  );
  return useMemo(() => idsOf(pages), [pages]);
}

/**
 * Puts a freshly read first page of the Latest feed on top of its loaded pages (the live
 * feature calls it when the reader asks for the new posts). The pages read before stay, so the
 * reader can scroll back to where they were. When more arrived than a page holds, the gap
 * between the fresh page and the old ones could not be shown in order, so the list starts again
 * from the fresh page.
 */
export async function putOnLatestFeed(queryClient: QueryClient, fresh: PostsPageResponse) {
  // A next page or a refetch under way would land after this and overwrite the fresh page.
  await cancelPostRefreshes(queryClient);
  queryClient.setQueryData<PostPages>(latestFeed, (data) => {
    const known = idsOf(data?.pages);
    const meets = fresh.posts.some((post) => known.has(post._id));
    if (!data || !meets) return { pages: [fresh], pageParams: [undefined] };
    const arrived = fresh.posts.filter((post) => !known.has(post._id));
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, posts: [...arrived, ...first!.posts] }, ...rest] };
  });
}
