import { endpoints, readNotificationsBodySchema, serverMessages } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { badRequest } from '../http/api-error';
import type { On } from '../http/endpoint-router';
import { readPageParams } from '../http/paging';
import { readJson } from '../http/read-body';
import { presentNotifications } from '../notifications/present-notifications';
import { decodeSeqCursor, encodeSeqCursor } from '../store/cursor';

/** A marker names the recipient's newest event position when the page was read. */
const markerList = 'notifications-read';

/**
 * The viewer's notifications: a page of lines (marked read only by POST .../read, with the
 * page's marker, so that what arrived after the page was read stays unread), the unread count
 * for the navigation's badge, and marking read.
 */
export function registerNotificationRoutes(deps: ResolvedDeps, on: On) {
  const { store } = deps;

  on(endpoints.notifications, async (c, call) => {
    const me = c.get('user');
    const { limit, cursor } = readPageParams(c);
    // Read before the page: a line that moves up meanwhile is then newer than the marker.
    const position = await store.notifications.lastPosition(me._id);
    const [page, unreadCount] = await Promise.all([
      store.notifications.page(me._id, { limit, ...(cursor ? { cursor } : {}) }),
      store.notifications.unreadCount(me._id),
    ]);
    return call.json(
      {
        notifications: await presentNotifications(store, page.items),
        nextCursor: page.nextCursor,
        unreadCount,
        marker: encodeSeqCursor(markerList, position),
      },
      200,
    );
  });

  on(endpoints.unreadNotifications, async (c, call) =>
    call.json({ unreadCount: await store.notifications.unreadCount(c.get('user')._id) }, 200),
  );

  on(endpoints.readNotifications, async (c, call) => {
    const me = c.get('user');
    const { marker } = await readJson(c, readNotificationsBodySchema, deps.maxJsonBytes);
    const position = decodeSeqCursor(marker, markerList);
    if (position === undefined || position < 0)
      throw badRequest(serverMessages.invalidNotificationMarker);
    const unreadCount = await store.transaction(async (tx) => {
      // A marker from the future was not made by this server for this viewer.
      if (position > (await tx.notifications.lastPosition(me._id)))
        throw badRequest(serverMessages.invalidNotificationMarker);
      await tx.notifications.markRead(me._id, position);
      return tx.notifications.unreadCount(me._id);
    });
    // The viewer's other tabs and devices update their badge.
    deps.events.announce({ userIds: [me._id] });
    return call.json({ unreadCount }, 200);
  });
}
