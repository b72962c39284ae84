import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { liveNotifications } from '@/web/lib/shared-state';
import { useSession } from '@/web/lib/session';
import { notificationKeys, unreadCountQuery } from './notification-queries';

/** Asked this often while no event stream tells (the demo build, or a stream that keeps failing). */
const pollMs = 30_000;

/**
 * How many notification lines are unread, for the navigation's badge; undefined before the first
 * answer. The event stream's `notifications` events set it as they come; a stream that (re)opens
 * asks again, since nothing missed is replayed; without a stream it is asked for every 30 s.
 */
export function useUnreadCount(): number | undefined {
  const session = useSession();
  const queryClient = useQueryClient();
  const streaming = useSyncExternalStore(
    liveNotifications.subscribeStreaming,
    liveNotifications.isStreaming,
  );
  const query = useQuery({
    ...unreadCountQuery(),
    enabled: session !== null,
    refetchInterval: streaming ? false : pollMs,
  });

  useEffect(
    () =>
      liveNotifications.subscribe((signal) => {
        if (signal.type === 'unread') {
          queryClient.setQueryData(notificationKeys.unread(), { unreadCount: signal.unreadCount });
          // An open Notifications page shows the news (and marks it read).
          if (signal.unreadCount > 0)
            void queryClient.invalidateQueries({ queryKey: notificationKeys.pages() });
        } else void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() });
      }),
    [queryClient],
  );
  return session ? query.data?.unreadCount : undefined;
}
