import type { ResolvedDeps } from '../deps';
import { badRequest } from '../http/api-error';
import { decodeSeqCursor, encodeSeqCursor } from '../store/cursor';
import type { UserRow } from '../store/port';
import { presentNotifications } from './present-notifications';
import { memberReader } from '../safety/blocked';

/** A marker names the recipient's newest event position when the page was read. */
const markerList = 'notifications-read';

/**
 * A page of the viewer's notification lines, newest first, with the unread count and the marker
 * that marks read what had happened when the page was read (and nothing that came later).
 */
export async function notificationsPage(
  { store, now }: Pick<ResolvedDeps, 'store' | 'now'>,
  me: UserRow,
  { limit, cursor }: { limit: number; cursor?: string },
) {
  // Read before the page: a line that moves up meanwhile is then newer than the marker.
  const position = await store.notifications.lastPosition(me._id);
  const [page, unreadCount] = await Promise.all([
    store.notifications.page(me._id, {
      limit,
      reader: memberReader(now, me),
      ...(cursor ? { cursor } : {}),
    }),
    store.notifications.unreadCount(me._id),
  ]);
  return {
    notifications: await presentNotifications(store, page.items),
    nextCursor: page.nextCursor,
    unreadCount,
    marker: encodeSeqCursor(markerList, position),
  };
}

/**
 * Marks read what a page's marker names, and tells the viewer's other tabs and devices the new
 * unread count. Answers that count. A marker not made for this viewer is refused.
 */
export async function markRead(
  { store, events }: Pick<ResolvedDeps, 'store' | 'events'>,
  me: UserRow,
  marker: string,
) {
  const position = decodeSeqCursor(marker, markerList);
  if (position === undefined || position < 0) throw badRequest('invalidNotificationMarker');
  const unreadCount = await store.transaction(async (tx) => {
    // A marker from the future was not made by this server for this viewer.
    if (position > (await tx.notifications.lastPosition(me._id)))
      throw badRequest('invalidNotificationMarker');
    await tx.notifications.markRead(me._id, position);
    return tx.notifications.unreadCount(me._id);
  });
  events.announce({ userIds: [me._id] });
  return unreadCount;
}
