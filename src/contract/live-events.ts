import * as z from 'zod';
import { idSchema, timestampSchema } from './common';
import { unreadCountSchema } from './notification';

// The names and limits without zod, for the web app's first load.
export { liveEventLimits, liveEventNames } from './live-event-limits';

/**
 * GET /api/events is a text/event-stream, not a JSON answer. Each `post` event says that a post
 * of the viewer's feed (by someone they follow, or their own) was created; its `id` is opaque and
 * grows with the post's creation time, so that a reconnect's Last-Event-ID asks for what was
 * missed. The post itself is read from the feed: the event stays small whatever the post holds.
 */
export const postEventSchema = z.strictObject({
  postId: idSchema,
  username: z.string(),
  createdAt: timestampSchema,
});
export type PostEvent = z.infer<typeof postEventSchema>;

/**
 * A `notifications` event says how many notification lines the viewer has unread now; it is sent
 * whenever that number changes (a like, reply, vote, follow or mention, or one undone, or read on
 * another device). It has no id and is not replayed: a reconnect asks GET
 * /api/notifications/unread-count instead.
 */
export const notificationsEventSchema = z.strictObject({
  unreadCount: unreadCountSchema,
});
export type NotificationsEvent = z.infer<typeof notificationsEventSchema>;
