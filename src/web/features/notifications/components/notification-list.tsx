import type { Notification } from '@/contract';
import { WindowedFeed, type FeedPaging } from '@/web/components/windowed-feed';
import { NotificationItem } from './notification-item';

interface NotificationListProps extends FeedPaging {
  notifications: Notification[];
  me: string;
}

/** The notification lines as a windowed WAI-ARIA feed (see WindowedFeed). */
export function NotificationList({ notifications, me, ...paging }: NotificationListProps) {
  return (
    <WindowedFeed
      items={notifications}
      label="Notifications"
      {...paging}
      estimatedHeight={96}
      overscan={6}
      renderItem={(notification, slot) => (
        <NotificationItem notification={notification} me={me} {...slot} />
      )}
    />
  );
}
