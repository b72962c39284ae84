/** The body of every successful answer, by endpoint. */
import * as z from 'zod';
import { idSchema } from './common';
import { notificationSchema, unreadCountSchema } from './notification';
import { replySchema, postSchema, todoSchema } from './post';
import { accountSchema, publicUserSchema } from './user';

export const signupResponseSchema = z.strictObject({
  createdUser: accountSchema,
  encodedToken: z.string(),
});
export const loginResponseSchema = z.strictObject({
  foundUser: accountSchema,
  encodedToken: z.string(),
});
export const logoutResponseSchema = z.strictObject({ loggedOut: z.literal(true) });
/** GET /api/users: every user up to the list cap, or one page when ?q, ?limit or ?cursor ask. */
export const usersResponseSchema = z.strictObject({
  users: z.array(publicUserSchema),
  nextCursor: z.string().nullable().optional(),
});
/** A paged list of people: one page and the cursor of the next (null on the last page). */
export const usersPageResponseSchema = z.strictObject({
  users: z.array(publicUserSchema),
  nextCursor: z.string().nullable(),
});
export const userResponseSchema = z.strictObject({ user: publicUserSchema });
export const accountResponseSchema = z.strictObject({ user: accountSchema });
export const followResponseSchema = z.strictObject({
  user: accountSchema,
  followUser: publicUserSchema,
});
export const bookmarksResponseSchema = z.strictObject({ bookmarks: z.array(idSchema) });
/** The whole "all posts" answer (up to the list cap), or one page when paging was asked for. */
export const postsResponseSchema = z.strictObject({
  posts: z.array(postSchema),
  nextCursor: z.string().nullable().optional(),
});
/** A paged list of posts: one page and the cursor of the next (null on the last page). */
export const postsPageResponseSchema = z.strictObject({
  posts: z.array(postSchema),
  nextCursor: z.string().nullable(),
});
/** DELETE /api/posts/{postId} with Prefer: return=minimal: which post went. */
export const deletedPostResponseSchema = z.strictObject({ postId: idSchema });
/** Follow and unfollow with Prefer: return=minimal: both people as anyone sees them now. */
export const followMinimalResponseSchema = z.strictObject({
  user: publicUserSchema,
  followUser: publicUserSchema,
});
export const postResponseSchema = z.strictObject({ post: postSchema });
export const todosResponseSchema = z.strictObject({ todos: z.array(todoSchema) });
/**
 * GET /api/health: up; on the Node host, whether its media storage is full (uploads answer 507),
 * and for an admin's token how full, in bytes (diskFreeBytes only for the folder, not a bucket).
 */
export const healthResponseSchema = z.strictObject({
  status: z.literal('ok'),
  storage: z
    .strictObject({
      full: z.boolean(),
      mediaBytes: z.number().int().nonnegative().optional(),
      quotaBytes: z.number().int().nonnegative().optional(),
      diskFreeBytes: z.number().nonnegative().optional(),
    })
    .optional(),
});
/** GET /api/health/live: the process answers. */
export const healthLiveResponseSchema = z.strictObject({ status: z.literal('ok') });
/**
 * GET /api/health/ready: the checks of whether this server should take traffic (the database
 * answers, its schema is the code's, media storage takes a write), all passed; when one fails
 * the answer is a 503 error naming it (notReadyMessage).
 */
export const healthReadyResponseSchema = z.strictObject({
  status: z.literal('ok'),
  checks: z.strictObject({ database: z.boolean(), migrations: z.boolean(), storage: z.boolean() }),
});
/** GET /api/config: what this instance offers that the web app shows or hides. */
export const serverConfigResponseSchema = z.strictObject({
  guestAccount: z.boolean(),
  /** How people may sign up: open, approval, invite or closed. */
  registrations: z.enum(['open', 'approval', 'invite', 'closed']),
  /** Whether any user, not only moderators, may make invite codes. */
  invitesByUsers: z.boolean(),
  /** Whether posting and replying need a confirmed email address (REQUIRE_VERIFIED_EMAIL). */
  requireVerifiedEmail: z.boolean(),
  /** Whether every picture and video needs a description (REQUIRE_ALT_TEXT). */
  requireAltText: z.boolean(),
});

/** GET /api/comments/{postId}: one page of a post's replies, oldest first. */
export const repliesPageResponseSchema = z.strictObject({
  comments: z.array(replySchema),
  nextCursor: z.string().nullable(),
});
/** A reply written, edited or voted on, and how many replies its post has now. */
export const replyResponseSchema = z.strictObject({
  comment: replySchema,
  commentCount: z.number().int().nonnegative(),
});
/** DELETE of a reply: which one went, and how many replies its post has now. */
export const deletedReplyResponseSchema = z.strictObject({
  commentId: idSchema,
  commentCount: z.number().int().nonnegative(),
});
/**
 * GET /api/notifications: one page, newest first. `marker` (opaque, on every page) covers every
 * event up to this answer; sending it to POST /api/notifications/read marks them read, and
 * nothing that arrived later.
 */
export const notificationsPageResponseSchema = z.strictObject({
  notifications: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: unreadCountSchema,
  marker: z.string(),
});
/** How many notification lines are unread (the navigation's badge), capped: see unreadCountSchema. */
export const unreadCountResponseSchema = z.strictObject({
  unreadCount: unreadCountSchema,
});

export type SignupResponse = z.infer<typeof signupResponseSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type UsersResponse = z.infer<typeof usersResponseSchema>;
export type UserResponse = z.infer<typeof userResponseSchema>;
export type AccountResponse = z.infer<typeof accountResponseSchema>;
export type FollowResponse = z.infer<typeof followResponseSchema>;
export type BookmarksResponse = z.infer<typeof bookmarksResponseSchema>;
export type PostsResponse = z.infer<typeof postsResponseSchema>;
export type PostsPageResponse = z.infer<typeof postsPageResponseSchema>;
export type UsersPageResponse = z.infer<typeof usersPageResponseSchema>;
export type DeletedPostResponse = z.infer<typeof deletedPostResponseSchema>;
export type FollowMinimalResponse = z.infer<typeof followMinimalResponseSchema>;
export type HealthResponse = z.infer<typeof healthResponseSchema>;
export type HealthLiveResponse = z.infer<typeof healthLiveResponseSchema>;
export type HealthReadyResponse = z.infer<typeof healthReadyResponseSchema>;
export type ServerConfigResponse = z.infer<typeof serverConfigResponseSchema>;
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
export type PostResponse = z.infer<typeof postResponseSchema>;
export type TodosResponse = z.infer<typeof todosResponseSchema>;
export type RepliesPageResponse = z.infer<typeof repliesPageResponseSchema>;
export type ReplyResponse = z.infer<typeof replyResponseSchema>;
export type DeletedReplyResponse = z.infer<typeof deletedReplyResponseSchema>;
export type NotificationsPageResponse = z.infer<typeof notificationsPageResponseSchema>;
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;
