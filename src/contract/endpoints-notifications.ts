import { getRow, postRow } from './endpoint-row';
import type { NotificationsPageResponse, UnreadCountResponse } from './responses';

export const notificationEndpoints = {
  notifications: getRow<NotificationsPageResponse>()('/api/notifications', 'required'),
  unreadNotifications: getRow<UnreadCountResponse>()('/api/notifications/unread-count', 'required'),
  readNotifications: postRow<UnreadCountResponse>()('/api/notifications/read', 'required'),
} as const;
