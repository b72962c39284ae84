import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import type { Comment } from '../../../../contract';
import { useFeedKeys } from '../../../components/feed-keys';
import { useDocumentTop } from '../../../components/use-document-top';
import { useFocusedRow } from '../../../components/use-focused-row';
import { ReplyCard } from './reply-card';
import styles from './post-list.module.css';

interface ReplyListProps {
  comments: Comment[];
  me: string;
  postIsMine: boolean;
  hasMore: boolean;
  onNearEnd: () => void;
  busy: boolean;
}

const estimatedHeight = 130;
const overscan = 4;
const nearEnd = 6;

/**
 * A post's replies as a WAI-ARIA feed, windowed like the post lists: only those on and near the
 * screen are in the page, however many are loaded, and the next page is asked for near the end.
 */
export function ReplyList({ comments, me, postIsMine, hasMore, onNearEnd, busy }: ReplyListProps) {
  const feed = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentTop(feed);
  const { rangeExtractor, listHandlers } = useFocusedRow();
  const getItemKey = useCallback((index: number) => comments[index]!._id, [comments]);
  const virtualizer = useWindowVirtualizer({
    count: comments.length,
    estimateSize: () => estimatedHeight,
    overscan,
    scrollMargin,
    getItemKey,
    rangeExtractor,
    measureElement: (element) => element.getBoundingClientRect().height || estimatedHeight,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items[items.length - 1]?.index ?? -1;
  useEffect(() => {
    if (hasMore && !busy && lastShown >= comments.length - nearEnd) onNearEnd();
  }, [hasMore, busy, lastShown, comments.length, onNearEnd]);

  const moveFocus = useFeedKeys(feed, comments.length, virtualizer.scrollToIndex);

  return (
    // The feed pattern's own keys: Page Down and Page Up between its articles.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={feed}
      role="feed"
      aria-label="Replies"
      onKeyDown={moveFocus}
      aria-busy={busy}
      className={styles.feed}
      style={{ height: virtualizer.getTotalSize() }}
      {...listHandlers}
    >
      {items.map((item) => (
        <ReplyCard
          key={item.key}
          comment={comments[item.index]!}
          me={me}
          postIsMine={postIsMine}
          position={item.index + 1}
          setSize={hasMore ? -1 : comments.length}
          offsetY={item.start - scrollMargin}
          measureRef={virtualizer.measureElement}
        />
      ))}
    </div>
  );
}
