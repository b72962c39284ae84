import * as z from 'zod';
import { countGraphemes, limits, reservedUsernames, usernamePattern } from './limits';
import { checkMediaUrl, mediaKind } from './media';
import { contentWarningSchema } from './post-media';
import { profileAudiences } from './user';
import { isHttpUrl } from './http-url';

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const usernameSchema = z
  .string({ error: 'username is required' })
  .min(
    limits.usernameMin,
    `username must be ${limits.usernameMin} to ${limits.usernameMax} characters`,
  )
  .max(
    limits.usernameMax,
    `username must be ${limits.usernameMin} to ${limits.usernameMax} characters`,
  )
  .regex(usernamePattern, 'username may hold only a-z, 0-9, _ and .')
  .refine((name) => !reservedUsernames.has(name), 'username is taken by the API; choose another');

export const passwordSchema = z
  .string({ error: 'password is required' })
  .min(limits.passwordMin, `password must be at least ${limits.passwordMin} characters`)
  .max(limits.passwordMax, `password must be at most ${limits.passwordMax} characters`);

export const websiteSchema = z
  .string()
  .trim()
  .max(limits.websiteMax, `website must be at most ${limits.websiteMax} characters`)
  .refine((value) => value === '' || isHttpUrl(value), 'website must be an http or https URL');

export const bioSchema = z
  .string()
  .max(limits.bioMax, `bio must be at most ${limits.bioMax} characters`);

const mediaUrlSchema = (field: string, allowVideo: boolean, maxBytes: number) =>
  z.string().superRefine((value, ctx) => {
    const check = checkMediaUrl(value, maxBytes);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: `${field} ${check.reason}` });
    else if (check.kind === 'video' && !allowVideo)
      ctx.addIssue({ code: 'custom', message: `${field} must be an image` });
  });

// Avatars are small: every follower list, like list and reply repeats them.
export const avatarUrlSchema = mediaUrlSchema('avatarUrl', false, limits.avatarBytes);

export const signupSchema = z.object({
  firstName: requiredText('firstName', limits.nameMax),
  lastName: requiredText('lastName', limits.nameMax),
  username: usernameSchema,
  email: z.email({ error: 'email must be a valid email address' }).max(limits.emailMax),
  password: passwordSchema,
  /** Checked by the client; the server accepts and ignores it. */
  confirmPassword: z.string().optional(),
  // The allowlisted extra profile fields; anything else sent along is dropped.
  avatarUrl: avatarUrlSchema.optional(),
  bio: bioSchema.optional(),
  website: websiteSchema.optional(),
  /** Where sign-ups need an invite (REGISTRATIONS=invite): a code someone made. */
  inviteCode: z.string().max(100, 'inviteCode must be at most 100 characters').optional(),
});
export type Signup = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  username: z
    .string({ error: 'username is required' })
    .min(1, 'username is required')
    .max(200, 'username must be at most 200 characters'),
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(1000, 'password must be at most 1000 characters'),
});
export type Login = z.infer<typeof loginSchema>;

export const postContentSchema = z
  .string()
  // abort: a text past the code units is refused without counting its characters.
  .max(limits.postContentCodeUnits, {
    message: `content must be at most ${limits.postContentGraphemes} characters`,
    abort: true,
  })
  .refine(
    (value) => countGraphemes(value, limits.postContentGraphemes) <= limits.postContentGraphemes,
    `content must be at most ${limits.postContentGraphemes} characters`,
  );

/** A picture's or video's description: measured as kept, the spaces around it are not. */
const mediaAltSchema = z
  .string({ error: 'mediaAlt must be text' })
  .trim()
  .max(limits.mediaAltMax, `mediaAlt must be at most ${limits.mediaAltMax} characters`);

/** postData of create and edit. On edit it is merged into the stored post. */
export const postDataSchema = z.object({
  content: postContentSchema.optional(),
  mediaURL: mediaUrlSchema('mediaURL', true, limits.mediaBytes).optional(),
  /** What the media shows, for those who cannot see it; kept only while there is media. */
  mediaAlt: mediaAltSchema.optional(),
  /**
   * The post's pictures (up to four) or its one video, in order, each with its description. When
   * given it replaces mediaURL and mediaAlt, which then answer as its first item; an empty list
   * removes the media.
   */
  media: z
    .array(
      z.strictObject({
        url: mediaUrlSchema('media url', true, limits.mediaBytes).refine(
          (url) => url !== '',
          'media url must not be empty',
        ),
        alt: mediaAltSchema.optional(),
      }),
      { error: 'media must be a list of { url, alt }' },
    )
    .max(limits.mediaPerPost, `media must hold at most ${limits.mediaPerPost} files`)
    .refine(
      (items) => items.length <= 1 || items.every((item) => mediaKind(item.url) === 'image'),
      'a video must be the only media of its post',
    )
    .optional(),
  contentWarning: contentWarningSchema.optional(),
  sensitive: z.boolean({ error: 'sensitive must be true or false' }).optional(),
  /** Whether others may quote the post (true when left out on create). */
  allowQuotes: z.boolean({ error: 'allowQuotes must be true or false' }).optional(),
});
export type PostData = z.infer<typeof postDataSchema>;

/** Create's postData may name the post it quotes; a post's quote cannot change afterwards. */
export const createPostBodySchema = z.object({
  postData: postDataSchema.extend({
    quoteOf: z
      .string({ error: 'quoteOf must be a post id' })
      .min(1, 'quoteOf must be a post id')
      .max(100, 'quoteOf must be a post id')
      .optional(),
  }),
});
export const editPostBodySchema = z.object({ postData: postDataSchema });

/** A reply: text only (no media), the same length limit as a post, and not blank. */
export const replyTextSchema = z
  .string({ error: 'text is required' })
  // abort: a text past the code units is refused without counting its characters.
  .max(limits.postContentCodeUnits, {
    message: `text must be at most ${limits.postContentGraphemes} characters`,
    abort: true,
  })
  .refine((value) => value.trim() !== '', 'text is required')
  .refine(
    (value) => countGraphemes(value, limits.postContentGraphemes) <= limits.postContentGraphemes,
    `text must be at most ${limits.postContentGraphemes} characters`,
  );
/** The body of adding and editing a reply. */
export const replyBodySchema = z.object({ commentData: z.object({ text: replyTextSchema }) });
export type ReplyBody = z.infer<typeof replyBodySchema>;

/** The body of POST /api/notifications/read: the marker of a page of GET /api/notifications. */
export const readNotificationsBodySchema = z.object({
  marker: z.string({ error: 'marker is required' }).min(1, 'marker is required').max(200),
});

/** userData of profile edit; username may be sent but must not change. */
export const userDataSchema = z.object({
  firstName: requiredText('firstName', limits.nameMax).optional(),
  lastName: requiredText('lastName', limits.nameMax).optional(),
  username: z.string().optional(),
  avatarUrl: avatarUrlSchema.optional(),
  bio: bioSchema.optional(),
  website: websiteSchema.optional(),
  visibleTo: z
    .enum(profileAudiences, { error: 'visibleTo must be "everyone" or "members"' })
    .optional(),
});
export type UserData = z.infer<typeof userDataSchema>;

/** Clients send userData; an older variant of the original client sent userInfo. */
export const editUserBodySchema = z
  .object({ userData: userDataSchema.optional(), userInfo: userDataSchema.optional() })
  .refine((body) => body.userData ?? body.userInfo, 'userData is required');

export const createTodoSchema = z.object({
  title: requiredText('title', limits.todoTitleMax),
  done: z.boolean().optional(),
});
export type CreateTodo = z.infer<typeof createTodoSchema>;
