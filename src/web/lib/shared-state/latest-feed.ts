import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { PostsPageResponse } from '@/contract';
import { postKeys, type PostList, type PostPages } from './post-keys';
import { cancelPostRefreshes } from './post-lists';

/** The feed's Latest tab: the list that new posts by others land on (the live feature's pill). */
const latestFeed: PostList = { kind: 'feed', sort: 'latest' };

/** The loaded pages of a list, as the cache holds them (undefined before the first). */
const loadedPages = (queryClient: QueryClient, list: PostList) =>
  queryClient.getQueryData<PostPages>(postKeys.list(list))?.pages;

const idsOf = (pages: PostPages['pages'] | undefined) =>
  new Set(pages?.flatMap((page) => page.posts.map((post) => post._id)));

/** The ids of the posts the Latest feed's loaded pages show now. */
export const latestFeedPostIds = (queryClient: QueryClient): Set<string> =>
  idsOf(loadedPages(queryClient, latestFeed));

/**
 * The ids of the posts a list's loaded pages show, as a React value that changes whenever those
 * pages do (a refetch, a later page, a post placed on top).
 */
export function useListPostIds(queryClient: QueryClient, list: PostList): Set<string> {
  // The pages object changes whenever the cached list does: the ids follow it.
  const read = () => loadedPages(queryClient, list);
  const pages = useSyncExternalStore(
    useCallback((onChange) => queryClient.getQueryCache().subscribe(onChange), [queryClient]),
    read,
    read,
  );
  return useMemo(() => idsOf(pages), [pages]);
}

/** The ids of the posts the Latest feed's loaded pages show, as a React value. */
export const useLatestFeedPostIds = (queryClient: QueryClient) =>
  useListPostIds(queryClient, latestFeed);

/**
 * Puts a freshly read first page of a newest-first list on top of its loaded pages (the live
 * feature calls it when the reader asks for the new posts). The pages read before stay, so the
 * reader can scroll back to where they were. When more arrived than the fresh page holds, the
 * gap between it and the old ones could not be shown in order, so the list starts again from it.
 */
export async function putOnList(
  queryClient: QueryClient,
  list: PostList,
  fresh: PostsPageResponse,
) {
  // A next page or a refetch under way would land after this and overwrite the fresh page.
  await cancelPostRefreshes(queryClient);
  queryClient.setQueryData<PostPages>(postKeys.list(list), (data) => {
    const known = idsOf(data?.pages);
    const meets = fresh.posts.some((post) => known.has(post._id));
    if (!data || !meets) return { pages: [fresh], pageParams: [undefined] };
    const arrived = fresh.posts.filter((post) => !known.has(post._id));
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, posts: [...arrived, ...first!.posts] }, ...rest] };
  });
}

/** putOnList for the feed's Latest tab. */
export const putOnLatestFeed = (queryClient: QueryClient, fresh: PostsPageResponse) =>
  putOnList(queryClient, latestFeed, fresh);
