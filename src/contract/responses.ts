import * as z from 'zod';
import { idSchema } from './common';
import { postSchema, todoSchema } from './post';
import { accountSchema, publicUserSchema } from './user';

/** The body of every successful answer, by endpoint. */
export const signupResponseSchema = z.strictObject({
  createdUser: accountSchema,
  encodedToken: z.string(),
});
export const loginResponseSchema = z.strictObject({
  foundUser: accountSchema,
  encodedToken: z.string(),
});
export const logoutResponseSchema = z.strictObject({ loggedOut: z.literal(true) });
export const usersResponseSchema = z.strictObject({ users: z.array(publicUserSchema) });
export const userResponseSchema = z.strictObject({ user: publicUserSchema });
export const accountResponseSchema = z.strictObject({ user: accountSchema });
export const followResponseSchema = z.strictObject({
  user: accountSchema,
  followUser: publicUserSchema,
});
export const bookmarksResponseSchema = z.strictObject({ bookmarks: z.array(idSchema) });
export const postsResponseSchema = z.strictObject({ posts: z.array(postSchema) });
/** GET /api/posts with ?limit: one page and the cursor of the next (null on the last page). */
export const postsPageResponseSchema = postsResponseSchema.extend({
  nextCursor: z.string().nullable(),
});
export const postResponseSchema = z.strictObject({ post: postSchema });
export const todosResponseSchema = z.strictObject({ todos: z.array(todoSchema) });
export const healthResponseSchema = z.strictObject({ status: z.literal('ok') });
/** POST /api/media: where the stored file is served, ready for a post's mediaURL. */
export const mediaUploadResponseSchema = z.strictObject({
  url: z.string().regex(/^\/media\/[A-Za-z0-9_-]+\.[a-z0-9]+$/),
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
export type PostResponse = z.infer<typeof postResponseSchema>;
export type TodosResponse = z.infer<typeof todosResponseSchema>;
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;
