import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '@/web/lib/session';
import { latestFeedPostIds, useLatestFeedPostIds } from '@/web/lib/shared-state';
import type { FeedEventsMode } from './feed-events';
import { newPostsStore, type NewPostsListening } from './new-posts-store';

export interface NewPosts {
  /** How many posts by others arrived that the feed does not show yet. */
  count: number;
  /** Their ids, oldest first, each once. */
  postIds: readonly string[];
  /** The reader was shown this page of the newest posts: forget what it showed. */
  forgetShown: (shownIds: readonly string[]) => void;
  mode: FeedEventsMode | undefined;
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
      isShown: (postId) => latestFeedPostIds(queryClient).has(postId),
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
  // The count follows the cached feed as it changes.
  const shown = useLatestFeedPostIds(queryClient);
  const postIds = useMemo(
    () => posts.map((post) => post.postId).filter((id) => !shown.has(id)),
    [posts, shown],
  );
  return { count: postIds.length, postIds, forgetShown: newPostsStore.forgetShown, mode };
}
