import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import type { Notification } from '../../../../contract';
import { useFeedKeys } from '../../../components/feed-keys';
import { useDocumentTop } from '../../../components/use-document-top';
import { useFocusedRow } from '../../../components/use-focused-row';
import { NotificationItem } from './notification-item';
import styles from './notification-list.module.css';

interface NotificationListProps {
  notifications: Notification[];
  me: string;
  hasMore: boolean;
  onNearEnd: () => void;
  busy: boolean;
}

const estimatedHeight = 96;
const overscan = 6;
const nearEnd = 6;

/** The notification lines as a windowed WAI-ARIA feed, the next page asked for near the end. */
export function NotificationList(props: NotificationListProps) {
  const { notifications, me, hasMore, onNearEnd, busy } = props;
  const feed = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentTop(feed);
  const { rangeExtractor, listHandlers } = useFocusedRow();
  const getItemKey = useCallback((index: number) => notifications[index]!._id, [notifications]);
  const virtualizer = useWindowVirtualizer({
    count: notifications.length,
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
    if (hasMore && !busy && lastShown >= notifications.length - nearEnd) onNearEnd();
  }, [hasMore, busy, lastShown, notifications.length, onNearEnd]);

  const moveFocus = useFeedKeys(feed, notifications.length, virtualizer.scrollToIndex);

  return (
    // The feed pattern's own keys: Page Down and Page Up between its articles.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={feed}
      role="feed"
      aria-label="Notifications"
      onKeyDown={moveFocus}
      aria-busy={busy}
      className={styles.feed}
      style={{ height: virtualizer.getTotalSize() }}
      {...listHandlers}
    >
      {items.map((item) => (
        <NotificationItem
          key={item.key}
          notification={notifications[item.index]!}
          me={me}
          position={item.index + 1}
          setSize={hasMore ? -1 : notifications.length}
          offsetY={item.start - scrollMargin}
          measureRef={virtualizer.measureElement}
        />
      ))}
    </div>
  );
}
