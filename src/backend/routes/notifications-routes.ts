import { endpoints, readNotificationsBodySchema } from '@/contract';
import type { ResolvedDeps } from '../deps';
import type { HandlerOf, On } from '../http/endpoint-router';
import { readPageParams } from '../http/paging';
import { readJson } from '../http/read-body';
import { markRead, notificationsPage } from '../notifications/reading';

const notifications =
  (deps: ResolvedDeps): HandlerOf<'notifications'> =>
  async (c, call) =>
    call.json(await notificationsPage(deps, c.get('user'), readPageParams(c)), 200);

/** The count alone, for the navigation's badge. */
const unreadNotifications =
  ({ store }: ResolvedDeps): HandlerOf<'unreadNotifications'> =>
  async (c, call) =>
    call.json({ unreadCount: await store.notifications.unreadCount(c.get('user')._id) }, 200);

const readNotifications =
  (deps: ResolvedDeps): HandlerOf<'readNotifications'> =>
  async (c, call) => {
    const { marker } = await readJson(c, readNotificationsBodySchema, deps.maxJsonBytes);
    return call.json({ unreadCount: await markRead(deps, c.get('user'), marker) }, 200);
  };

/**
 * The viewer's notifications: a page of lines (marked read only by POST .../read, with the
 * page's marker, so that what arrived after the page was read stays unread), the unread count
 * and marking read.
 */
export function registerNotificationRoutes(deps: ResolvedDeps, on: On) {
  on(endpoints.notifications, notifications(deps));
  on(endpoints.unreadNotifications, unreadNotifications(deps));
  on(endpoints.readNotifications, readNotifications(deps));
}
