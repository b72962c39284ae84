import { endpoint } from './endpoint-row';
import type { NotificationsPageResponse, UnreadCountResponse } from './responses';

export const notificationEndpoints = {
  notifications: endpoint<NotificationsPageResponse>()({
    method: 'GET',
    path: '/api/notifications',
    auth: 'required',
  }),
  unreadNotifications: endpoint<UnreadCountResponse>()({
    method: 'GET',
    path: '/api/notifications/unread-count',
    auth: 'required',
  }),
  readNotifications: endpoint<UnreadCountResponse>()({
    method: 'POST',
    path: '/api/notifications/read',
    auth: 'required',
  }),
} as const;
