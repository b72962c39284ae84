import * as z from 'zod';
import { idSchema, timestampSchema } from './common';
import { userSummarySchema } from './user';

export const commentSchema = z.strictObject({
  _id: idSchema,
  username: z.string(),
  avatarUrl: z.string(),
  website: z.string().optional(),
  text: z.string(),
  votes: z.strictObject({
    upvotedBy: z.array(userSummarySchema),
    downvotedBy: z.array(userSummarySchema),
  }),
  createdAt: timestampSchema.optional(),
  updatedAt: timestampSchema.optional(),
});
export type Comment = z.infer<typeof commentSchema>;

export const postSchema = z.strictObject({
  _id: idSchema,
  content: z.string(),
  /** Empty when the post has no media. */
  mediaURL: z.string(),
  /** The author's username. */
  username: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  likes: z.strictObject({
    likeCount: z.number().int().nonnegative(),
    likedBy: z.array(userSummarySchema),
    dislikedBy: z.array(userSummarySchema),
  }),
  comments: z.array(commentSchema),
});
export type Post = z.infer<typeof postSchema>;

export const todoSchema = z.strictObject({
  _id: idSchema,
  title: z.string(),
  done: z.boolean(),
  createdAt: timestampSchema,
});
export type Todo = z.infer<typeof todoSchema>;
