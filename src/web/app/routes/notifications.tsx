import { NotificationsPage } from '../../features/notifications/components/notifications-page';

/** /notifications: what others did that concerns you. */
export function Component() {
  return <NotificationsPage />;
}
