import * as z from 'zod';
import { idSchema, timestampSchema } from './common';

/**
 * GET /api/events is a text/event-stream, not a JSON answer. Each `post` event says that a post
 * of the viewer's feed (by someone they follow, or their own) was created; its `id` is opaque and
 * grows with the post's creation time, so that a reconnect's Last-Event-ID asks for what was
 * missed. The post itself is read from the feed: the event stays small whatever the post holds.
 */
export const liveEventNames = { post: 'post' } as const;

export const postEventSchema = z.strictObject({
  postId: idSchema,
  username: z.string(),
  createdAt: timestampSchema,
});
export type PostEvent = z.infer<typeof postEventSchema>;

/** Limits of the event stream, shared by the server and the web client. */
export const liveEventLimits = {
  /** Open streams one account may hold at once (tabs, devices); more answer 429. */
  streamsPerUser: 5,
  /** The most missed posts a reconnect with Last-Event-ID replays; older ones are left out. */
  replayMax: 100,
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: 25_000,
  /** How long the client waits before reconnecting, sent as the stream's `retry:` field. */
  retryMs: 3_000,
} as const;
