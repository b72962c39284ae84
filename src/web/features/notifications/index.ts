// What the rest of the app may use of this feature; everything else stays inside it.
export { useUnreadCount } from './api/use-unread-count';
export { NotificationsPage } from './components/notifications-page';
