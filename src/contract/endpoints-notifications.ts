import { endpoint, pageQuery } from './endpoint-row';
import type { NotificationsPageResponse, UnreadCountResponse } from './responses';

export const notificationEndpoints = {
  notifications: endpoint<NotificationsPageResponse>()({
    method: 'GET',
    path: '/api/notifications',
    auth: 'required',
    summary: 'Your notifications, newest first, grouped, paged',
    query: pageQuery,
  }),
  unreadNotifications: endpoint<UnreadCountResponse>()({
    method: 'GET',
    path: '/api/notifications/unread-count',
    auth: 'required',
    summary: 'How many notification lines are unread',
  }),
  readNotifications: endpoint<UnreadCountResponse>()({
    method: 'POST',
    path: '/api/notifications/read',
    auth: 'required',
    summary: "Mark read everything up to a page's marker",
    // The marker of before any event: valid for everyone, it marks nothing read.
    sampleBody: { marker: 'WyJub3RpZmljYXRpb25zLXJlYWQiLDBd' },
  }),
} as const;
