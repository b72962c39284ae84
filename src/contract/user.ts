import * as z from 'zod';
import { idSchema, timestampSchema } from './common';

/** What lists such as followers, following and likedBy hold: never whole user records. */
export const userSummarySchema = z.strictObject({
  _id: idSchema,
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** A user as anyone may see them: no password, email or bookmarks. */
export const publicUserSchema = userSummarySchema.extend({
  bio: z.string(),
  website: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  followers: z.array(userSummarySchema),
  following: z.array(userSummarySchema),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The signed-in user's own record: the public view plus the private fields. */
export const accountSchema = publicUserSchema.extend({
  email: z.string(),
  /** Ids of the posts the user bookmarked, oldest first. */
  bookmarks: z.array(idSchema),
});
export type Account = z.infer<typeof accountSchema>;
