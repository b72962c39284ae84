import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '@/web/lib/session';
import { postKeys, type PostPages } from './post-queries';
import type { FeedEventsMode } from './feed-events';
import { newPostsStore, type NewPostsListening } from './new-posts-store';

const latestFeed = postKeys.list({ kind: 'feed', sort: 'latest' });

export interface NewPosts {
  /** How many posts by others arrived that the feed does not show yet. */
  count: number;
  /** Their ids, oldest first, each once. */
  postIds: readonly string[];
  /** The reader was shown this page of the newest posts: forget what it showed. */
  forgetShown: (shownIds: readonly string[]) => void;
  mode: FeedEventsMode | undefined;
}

/** The loaded pages of the Latest feed, as the cache holds them (undefined before the first). */
const latestPages = (queryClient: QueryClient) =>
  queryClient.getQueryData<PostPages>(latestFeed)?.pages;

function shownIds(queryClient: QueryClient): Set<string> {
  const pages = latestPages(queryClient) ?? [];
  return new Set(pages.flatMap((page) => page.posts.map((post) => post._id)));
}

/**
 * Listens for new feed posts while someone is logged in (the event stream, or polling where it
 * cannot be had). Called by the protected layout, above the routes, so the count lives on while
 * the reader visits other pages; it stops at logout and starts afresh for the next session.
 */
export function useNewPostsListener(listening: NewPostsListening = {}) {
  const session = useSession();
  const queryClient = useQueryClient();
  const token = session?.token;
  const { mode, pollMs, backoffMs, maxStreamFailures } = listening;

  useEffect(() => {
    if (!token) return undefined;
    return newPostsStore.start({
      ...(mode ? { mode } : {}),
      ...(pollMs ? { pollMs } : {}),
      ...(backoffMs ? { backoffMs } : {}),
      ...(maxStreamFailures ? { maxStreamFailures } : {}),
      isShown: (postId) => shownIds(queryClient).has(postId),
    });
  }, [token, queryClient, mode, pollMs, backoffMs, maxStreamFailures]);
}

/**
 * The feed's "N new posts": what the listener heard of, less the posts the cached Latest pages
 * show already (a refetch or a later page brought them). The viewer's own posts are never
 * counted, since the composer puts them on top of the feed itself.
 */
export function useNewPosts(): NewPosts {
  const queryClient = useQueryClient();
  const { posts, mode } = useSyncExternalStore(
    newPostsStore.subscribe,
    newPostsStore.get,
    newPostsStore.get,
  );
  // The pages object changes whenever the cached feed does: the count follows it.
  const pages = useSyncExternalStore(
    useCallback((onChange) => queryClient.getQueryCache().subscribe(onChange), [queryClient]),
    () => latestPages(queryClient),
    () => latestPages(queryClient),
  );
  const postIds = useMemo(() => {
    const shown = new Set(pages?.flatMap((page) => page.posts.map((post) => post._id)));
    return posts.map((post) => post.postId).filter((id) => !shown.has(id));
  }, [posts, pages]);
  return { count: postIds.length, postIds, forgetShown: newPostsStore.forgetShown, mode };
}
