import * as z from 'zod';
import { idSchema } from './common';
import { postSchema, todoSchema } from './post';
import { accountSchema, publicUserSchema } from './user';

/** The body of every successful answer, by endpoint. */
export const signupResponseSchema = z.object({
  createdUser: accountSchema,
  encodedToken: z.string(),
});
export const loginResponseSchema = z.object({ foundUser: accountSchema, encodedToken: z.string() });
export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });
export const usersResponseSchema = z.object({ users: z.array(publicUserSchema) });
export const userResponseSchema = z.object({ user: publicUserSchema });
export const accountResponseSchema = z.object({ user: accountSchema });
export const followResponseSchema = z.object({ user: accountSchema, followUser: publicUserSchema });
export const bookmarksResponseSchema = z.object({ bookmarks: z.array(idSchema) });
export const postsResponseSchema = z.object({ posts: z.array(postSchema) });
/** GET /api/posts with ?limit: one page and the cursor of the next (null on the last page). */
export const postsPageResponseSchema = postsResponseSchema.extend({
  nextCursor: z.string().nullable(),
});
export const postResponseSchema = z.object({ post: postSchema });
export const todosResponseSchema = z.object({ todos: z.array(todoSchema) });
export const healthResponseSchema = z.object({ status: z.literal('ok') });

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
