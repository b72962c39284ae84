import * as z from 'zod';
import { idSchema, timestampSchema } from './common';
import { postMediaSchema } from './post-media';
import { userSummarySchema } from './user';

/**
 * A reply to a post, bounded like a post (the wire calls it a comment: docs/architecture.md,
 * Glossary). `upvotedBy` and `downvotedBy` hold at most the viewer; the counts are whole.
 */
export const replySchema = z.strictObject({
  _id: idSchema,
  postId: idSchema,
  username: z.string(),
  avatarUrl: z.string(),
  website: z.string().optional(),
  text: z.string(),
  votes: z.strictObject({
    upvotedBy: z.array(userSummarySchema),
    downvotedBy: z.array(userSummarySchema),
    upvoteCount: z.number().int().nonnegative(),
    downvoteCount: z.number().int().nonnegative(),
  }),
  author: userSummarySchema,
  /** The viewer's own vote; null without one or without a viewer. */
  viewerVote: z.enum(['up', 'down']).nullable(),
  mentions: z.array(z.string()),
  createdAt: timestampSchema.optional(),
  updatedAt: timestampSchema.optional(),
  /** In a signed-in reader's lists: the muted word or phrase the text holds (shown folded). */
  filtered: z.strictObject({ phrase: z.string() }).optional(),
});
export type Reply = z.infer<typeof replySchema>;

/**
 * The post a quote quotes, as small as a frame shows it: its author, text and first picture.
 * `unavailable` when it was deleted or one of the viewer and its author blocked the other (the
 * frame then says so and shows nothing of it).
 */
export const quotedPostSchema = z.discriminatedUnion('state', [
  z.strictObject({
    state: z.literal('shown'),
    _id: idSchema,
    author: userSummarySchema,
    content: z.string(),
    contentWarning: z.string(),
    /** The first item of its media; null without media. */
    firstMedia: postMediaSchema.nullable(),
    createdAt: timestampSchema,
  }),
  z.strictObject({ state: z.literal('unavailable'), _id: idSchema }),
]);
export type QuotedPost = z.infer<typeof quotedPostSchema>;

export const postSchema = z.strictObject({
  _id: idSchema,
  content: z.string(),
  /** Empty when the post has no media; else media[0].url, for the spec's clients. */
  mediaURL: z.string(),
  /** The media's description (alt text) its author wrote; empty without one or without media. */
  mediaAlt: z.string(),
  username: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  likes: z.strictObject({
    likeCount: z.number().int().nonnegative(),
    /**
     * Hold at most the viewer (the user whose token came with the request), so that a client's
     * "liked if the current username is in likedBy" holds while no answer grows with the likes
     * (docs/api.md, "What answers hold").
     */
    likedBy: z.array(userSummarySchema),
    dislikedBy: z.array(userSummarySchema),
  }),
  /**
   * At most the two newest replies, oldest first, in lists and in a post's own answer;
   * commentCount says how many there are, and GET /api/comments/{postId} pages through them all.
   */
  comments: z.array(replySchema),
  commentCount: z.number().int().nonnegative(),
  /** The author's public summary, so that a card needs no second request. */
  author: userSummarySchema,
  /** The state of the user whose token came with the request; false for anonymous readers. */
  likedByViewer: z.boolean(),
  dislikedByViewer: z.boolean(),
  bookmarkedByViewer: z.boolean(),
  /** Usernames `@mentioned` in the content that belong to someone, so that only those become links. */
  mentions: z.array(z.string()),
  /** Up to four pictures, or one video, in the order the author chose. */
  media: z.array(postMediaSchema),
  /** Shown instead of the text and media until the reader asks for them; empty without one. */
  contentWarning: z.string(),
  /** The author marked the media sensitive: readers see it blurred until they click. */
  sensitive: z.boolean(),
  /** In a signed-in reader's lists: the muted word or phrase the text holds (shown folded). */
  filtered: z.strictObject({ phrase: z.string() }).optional(),
  /** How many people reposted it, and how many posts quote it (kept counts). */
  repostCount: z.number().int().nonnegative(),
  quoteCount: z.number().int().nonnegative(),
  /** Whether the viewer reposted it; false for anonymous readers. */
  repostedByViewer: z.boolean(),
  /** Whether others may quote it; its author sets it. */
  allowQuotes: z.boolean(),
  /** The post this one quotes; absent on a post that quotes none. */
  quoteOf: quotedPostSchema.optional(),
  /**
   * In a home feed: someone the reader follows reposted it, and that is why it is there (the
   * first of them to repost it). Absent elsewhere and on posts the feed holds for their author.
   */
  repostedBy: userSummarySchema.optional(),
});
export type Post = z.infer<typeof postSchema>;

export const todoSchema = z.strictObject({
  _id: idSchema,
  title: z.string(),
  done: z.boolean(),
  createdAt: timestampSchema,
});
export type Todo = z.infer<typeof todoSchema>;
