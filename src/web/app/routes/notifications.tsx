import { NotificationsPage } from '@/web/features/notifications';

/** /notifications: what others did that concerns you. */
export function Component() {
  return <NotificationsPage />;
}
