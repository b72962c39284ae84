import * as z from 'zod';
import { idSchema, timestampSchema } from './common';
import { userSummarySchema } from './user';

/**
 * What someone did that concerns you: liked your post, replied to it, upvoted your reply,
 * followed you, or mentioned you in a post or reply. Nothing is made for what you did yourself.
 */
export const notificationKinds = [
  'like',
  'reply',
  'vote',
  'follow',
  'mention',
  'moderation',
  'repost',
  'quote',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationLimits = {
  /** Actors a line names; actorCount counts them all. */
  actorsShown: 3,
  /** Characters (graphemes) of an excerpt at most, an ellipsis included when it is cut. */
  excerptLength: 80,
  /**
   * The unread count is counted up to this and no further, so that it costs the same however
   * much is unread: this value means "this many or more" (show it as "99+").
   */
  unreadCountCap: 100,
} as const;

/** How many lines are unread, up to notificationLimits.unreadCountCap. */
export const unreadCountSchema = z
  .number()
  .int()
  .nonnegative()
  .max(notificationLimits.unreadCountCap);

/** A few words of the post or reply a notification is about, never its whole text. */
const excerptSchema = z.strictObject({ _id: idSchema, excerpt: z.string() });

/**
 * One line of the notifications page. Likes of one post, votes on one reply and new followers
 * are grouped ("Maya and 3 others liked your post"): `actors` holds the newest few, newest first,
 * and `actorCount` all of them. Replies and mentions are one line each. Undoing a like, vote,
 * follow or reply takes its actor out again, and the line goes when no one is left.
 */
export const notificationSchema = z.strictObject({
  /** Opaque; stable while the line exists. */
  _id: z.string(),
  kind: z.enum(notificationKinds),
  /** Empty on a moderation line: the moderators speak as the server, not as themselves. */
  actors: z.array(userSummarySchema).max(notificationLimits.actorsShown),
  actorCount: z.number().int().nonnegative(),
  /** The post it is about (likes, replies, votes, mentions); null for follows. */
  post: excerptSchema.nullable(),
  /** The reply it is about (replies, votes, a mention in a reply); null otherwise. */
  comment: excerptSchema.nullable(),
  /** False until a `POST /api/notifications/read` covers its newest event. */
  read: z.boolean(),
  /** When its newest event happened; the page is ordered by it, newest first. */
  updatedAt: timestampSchema,
  /** On a moderation line: what a moderator did to your post, reply or account, and why. */
  moderation: z
    .strictObject({ action: z.enum(['remove', 'warn', 'suspend']), note: z.string() })
    .optional(),
});
export type Notification = z.infer<typeof notificationSchema>;
