import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Button } from '../../../components/button';
import { Page, PageMessage } from '../../../components/layout/page';
import { useSession } from '../../../lib/session';
import { notificationPagesQuery } from '../api/notification-queries';
import { useMarkReadWhenSeen } from '../api/use-mark-read';
import { NotificationList } from './notification-list';
import styles from './notification-list.module.css';

/**
 * /notifications: likes, replies, votes, follows and mentions, newest first and grouped, page
 * after page; what it shows is marked read once shown (the new ones keep their colour until the
 * next visit).
 */
export function NotificationsPage() {
  const me = useSession()?.user.username ?? '';
  const query = useInfiniteQuery(notificationPagesQuery());
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const notifications = useMemo(() => {
    const seen = new Set<string>();
    // A line that moved to the top while later pages were read shows once, where it is newest.
    return (query.data?.pages.flatMap((page) => page.notifications) ?? []).filter(
      (line) => !seen.has(line._id) && seen.add(line._id),
    );
  }, [query.data]);
  const first = query.data?.pages[0];
  useMarkReadWhenSeen(first?.marker, first?.unreadCount);
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);

  let content;
  if (query.isPending) content = <PageMessage role="status">Loading notifications…</PageMessage>;
  else if (query.isError && !query.data)
    content = (
      <div className={styles.problem} role="alert">
        <p>Could not load notifications: {query.error.message}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  else if (notifications.length === 0)
    content = (
      <PageMessage>
        Nothing yet. Likes, replies, votes, new followers and mentions of you show here.
      </PageMessage>
    );
  else
    content = (
      <>
        <NotificationList
          notifications={notifications}
          me={me}
          hasMore={hasNextPage}
          onNearEnd={isFetchNextPageError ? noop : loadMore}
          busy={query.isFetching}
        />
        {isFetchingNextPage && <PageMessage role="status">Loading more…</PageMessage>}
        {isFetchNextPageError && (
          <div className={styles.problem}>
            <p>Could not load more notifications: {query.error?.message}</p>
            <Button variant="secondary" onClick={loadMore}>
              Retry
            </Button>
          </div>
        )}
        {!hasNextPage && <p className={styles.end}>You have seen them all</p>}
      </>
    );
  return <Page title="Notifications">{content}</Page>;
}

const noop = () => {};
