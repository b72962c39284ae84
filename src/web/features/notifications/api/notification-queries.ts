import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { NotificationsPageResponse } from '@/contract';
// The table straight from its module: the contract's index would bring zod into the first load.
import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  pages: () => [...notificationKeys.all, 'pages'] as const,
};

export const notificationsPerPage = 20;

export type NotificationPages = InfiniteData<NotificationsPageResponse, string | undefined>;

/** The navigation's badge: how many lines are unread. Live events keep it current. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => apiRequest(endpoints.unreadNotifications, { auth: true, signal }),
    staleTime: Infinity,
  });

/** The notifications page, newest first, page after page. */
export const notificationPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.pages(),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(endpoints.notifications, {
        auth: true,
        query: { limit: notificationsPerPage, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: NotificationsPageResponse) => last.nextCursor ?? undefined,
    // Read afresh on every visit: what is new is the point of the page.
    staleTime: 0,
  });
