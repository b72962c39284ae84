import * as z from 'zod';
import { idSchema, timestampSchema } from './common';

/** What an account may do beyond posting: moderators work the reports, admins also set roles. */
export const roles = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof roles)[number];

/**
 * Who may see a person's profile and posts: everyone, or only people logged in ('members', the
 * "Only logged-in people may see my profile and posts" setting): then visitors get no public
 * page, no RSS feed and no place in the sitemap.
 */
export const profileAudiences = ['everyone', 'members'] as const;
export type ProfileAudience = (typeof profileAudiences)[number];

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
  /**
   * In a list of users these hold at most the viewer (followers: the viewer, when they follow
   * this user; following: the viewer, when this user follows them). In one user's own answer they
   * hold the newest people up to the list cap. The counts are always whole.
   */
  followers: z.array(userSummarySchema),
  following: z.array(userSummarySchema),
  followerCount: z.number().int().nonnegative(),
  followingCount: z.number().int().nonnegative(),
  postCount: z.number().int().nonnegative(),
  /** Whether the user whose token came with the request follows this user. */
  followedByViewer: z.boolean(),
  /**
   * On one person's own answer (a profile) to a signed-in viewer: whether the viewer blocked
   * them, whether they blocked the viewer, and whether (and until when) the viewer muted them.
   */
  blockedByViewer: z.boolean().optional(),
  blockingViewer: z.boolean().optional(),
  mutedByViewer: z.boolean().optional(),
  mutedUntil: timestampSchema.nullable().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The signed-in user's own record: the public view plus the private fields. */
export const accountSchema = publicUserSchema.extend({
  email: z.string(),
  /** Whether the owner confirmed the address through the mailed link. */
  emailVerified: z.boolean(),
  /** Ids of the posts the user bookmarked, newest first, up to the list cap. */
  bookmarks: z.array(idSchema),
  /** The account's role: only its owner and the moderators see it. */
  role: z.enum(roles),
  /** Who may see the profile and its posts (profileAudiences). */
  visibleTo: z.enum(profileAudiences),
});
export type Account = z.infer<typeof accountSchema>;
