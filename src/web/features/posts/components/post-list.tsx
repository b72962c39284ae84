import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useFeedKeys } from '../../../components/feed-keys';
import { useDocumentTop } from '../../../components/use-document-top';
import { useFocusedRow } from '../../../components/use-focused-row';
import type { Post } from '../../../../contract';
import { useSession } from '../../../lib/session';
import { userSummary } from '../../../lib/user-summary';
import { keepMeasurements, measurementsOf } from './list-measurements';
import { PostCard } from './post-card';
import styles from './post-list.module.css';
import { useFocusAfterRemoval } from './use-focus-after-removal';

interface PostListProps {
  posts: Post[];
  label: string;
  /** Names the list across visits, so that Back finds the cards measured as they were. */
  listKey: string;
  /** More pages may follow: the set's size is not known yet. */
  hasMore: boolean;
  /** Asks for the next page; called as the reader nears the end. */
  onNearEnd: () => void;
  busy: boolean;
}

/** A card's height before it is measured: a post of two lines with its actions. */
const estimatedHeight = 220;
/** Cards kept beyond each edge of the screen, so that Tab and fast scrolling find them ready. */
const overscan = 4;
/** The next page is asked for when the last shown card is this close to the end. */
const nearEnd = 6;

/**
 * Posts as a WAI-ARIA feed, windowed: only the cards on and near the screen are in the page,
 * however many are loaded, each an article saying where it stands in the list. As the feed
 * pattern asks, Page Down and Page Up move between posts, and Control+End and Control+Home leave
 * the feed for what follows or precedes it. The card holding the focus stays in the page while it
 * is scrolled away, so a keyboard user never loses their place.
 */
export function PostList({ posts, label, listKey, hasMore, onNearEnd, busy }: PostListProps) {
  const feed = useRef<HTMLDivElement>(null);
  const me = useSession()?.user;
  // One summary for all the reader's own posts, so that their cards need not render again.
  const mine = useMemo(() => me && userSummary(me), [me]);
  const ids = useMemo(() => posts.map((post) => post._id), [posts]);
  useFocusAfterRemoval(feed, ids);
  const scrollMargin = useDocumentTop(feed);
  const { rangeExtractor, listHandlers } = useFocusedRow();
  const getItemKey = useCallback((index: number) => posts[index]!._id, [posts]);

  const virtualizer = useWindowVirtualizer({
    count: posts.length,
    estimateSize: () => estimatedHeight,
    overscan,
    scrollMargin,
    getItemKey,
    rangeExtractor,
    // A card that measures nothing is not laid out (a hidden tab, a test's DOM): keep its guess.
    measureElement: (element) => element.getBoundingClientRect().height || estimatedHeight,
    initialMeasurementsCache: measurementsOf(listKey),
  });
  const items = virtualizer.getVirtualItems();
  useEffect(
    () => () => keepMeasurements(listKey, virtualizer.measurementsCache),
    [listKey, virtualizer],
  );

  const lastShown = items[items.length - 1]?.index ?? -1;
  useEffect(() => {
    if (hasMore && !busy && lastShown >= posts.length - nearEnd) onNearEnd();
  }, [hasMore, busy, lastShown, posts.length, onNearEnd]);

  const moveFocus = useFeedKeys(feed, posts.length, virtualizer.scrollToIndex);

  return (
    // The feed pattern's own keys: Page Down and Page Up between its articles.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={feed}
      role="feed"
      aria-label={label}
      aria-busy={busy}
      // Focus lands here when the last post it was on is gone.
      tabIndex={-1}
      className={styles.feed}
      style={{ height: virtualizer.getTotalSize() }}
      onKeyDown={moveFocus}
      {...listHandlers}
    >
      {items.map((item) => {
        const post = posts[item.index]!;
        return (
          <PostCard
            key={item.key}
            post={post}
            author={mine && post.username === mine.username ? mine : post.author}
            position={item.index + 1}
            setSize={hasMore ? -1 : posts.length}
            offsetY={item.start - scrollMargin}
            measureRef={virtualizer.measureElement}
          />
        );
      })}
    </div>
  );
}
