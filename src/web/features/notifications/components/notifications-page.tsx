import { emptyListMessages } from '@/contract/page-messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Page, PageMessage } from '@/web/components/layout/page';
import { PagedFeed } from '@/web/components/paged-feed';
import { useSession } from '@/web/lib/session';
import { notificationPagesQuery } from '../api/notification-queries';
import { useMarkReadWhenSeen } from '../api/use-mark-read';
import { NotificationList } from './notification-list';

/**
 * /notifications: likes, replies, votes, follows and mentions, newest first and grouped, page
 * after page; what it shows is marked read once shown (the new ones keep their colour until the
 * next visit).
 */
export function NotificationsPage() {
  const me = useSession()?.user.username ?? '';
  const query = useInfiniteQuery(notificationPagesQuery());
  const notifications = useMemo(() => {
    const seen = new Set<string>();
    // A line that moved to the top while later pages were read shows once, where it is newest.
    return (query.data?.pages.flatMap((page) => page.notifications) ?? []).filter(
      (line) => !seen.has(line._id) && seen.add(line._id),
    );
  }, [query.data]);
  const first = query.data?.pages[0];
  useMarkReadWhenSeen(first?.marker, first?.unreadCount);

  return (
    <Page title="Notifications">
      <PagedFeed
        query={query}
        count={notifications.length}
        loading={<PageMessage role="status">Loading notifications…</PageMessage>}
        loadingMore={<PageMessage role="status">Loading more…</PageMessage>}
        failed="Could not load notifications"
        failedMore="Could not load more notifications"
        empty={emptyListMessages.notifications}
        end="You have seen them all"
      >
        {(paging) => <NotificationList notifications={notifications} me={me} {...paging} />}
      </PagedFeed>
    </Page>
  );
}
