import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../lib/session';
import { startFeedEvents, type FeedEventsMode, type FeedEventsOptions } from './feed-events';

/** The most ids kept: the pill's count stops growing here, and pressing it reloads the feed anyway. */
export const maxNewPosts = 100;

export interface NewPosts {
  /** How many posts by others arrived since the feed was loaded or last cleared. */
  count: number;
  /** Their ids, oldest first, each once. */
  postIds: readonly string[];
  /** Forget them: the reader was shown the new posts. */
  clear: () => void;
  /** How new posts are heard of now; undefined before the first answer or without a session. */
  mode: FeedEventsMode | undefined;
}

/**
 * The feed's "N new posts": listens while someone is logged in (the event stream, or polling
 * where it cannot be had) and counts new posts by others. The viewer's own posts are left out,
 * since the composer puts them on top of the feed itself.
 */
export function useNewPosts(
  options: Pick<FeedEventsOptions, 'mode' | 'pollMs' | 'backoffMs' | 'maxStreamFailures'> = {},
): NewPosts {
  const session = useSession();
  const [postIds, setPostIds] = useState<readonly string[]>([]);
  const [mode, setMode] = useState<FeedEventsMode>();
  const token = session?.token;
  const username = session?.user.username;
  const { mode: chosenMode, pollMs, backoffMs, maxStreamFailures } = options;

  useEffect(() => {
    setPostIds([]);
    setMode(undefined);
    if (!token) return undefined;
    return startFeedEvents({
      onPost(event) {
        if (event.username === username) return;
        setPostIds((ids) =>
          ids.includes(event.postId) || ids.length >= maxNewPosts ? ids : [...ids, event.postId],
        );
      },
      onModeChange: setMode,
      ...(chosenMode ? { mode: chosenMode } : {}),
      ...(pollMs ? { pollMs } : {}),
      ...(backoffMs ? { backoffMs } : {}),
      ...(maxStreamFailures ? { maxStreamFailures } : {}),
    });
  }, [token, username, chosenMode, pollMs, backoffMs, maxStreamFailures]);

  const clear = useCallback(() => setPostIds([]), []);
  return { count: postIds.length, postIds, clear, mode };
}
