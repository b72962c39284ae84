import * as z from 'zod';
import { idSchema, timestampSchema } from './common';
import { roles, userSummarySchema, type Role } from './user';

export { roles, type Role };

/** Whether a role may see and work the moderation screens. */
export const isStaffRole = (role: Role) => role === 'moderator' || role === 'admin';

export const reportTargetTypes = ['post', 'reply', 'user'] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];
export const reportReasons = ['spam', 'harassment', 'illegal', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** What a moderator did, as the audit log names it. */
export const moderationActionKinds = [
  'dismiss',
  'remove',
  'warn',
  'suspend',
  'unsuspend',
  'role',
  'approve',
  'reject',
  'accountDeleted',
] as const;
export type ModerationActionKind = (typeof moderationActionKinds)[number];

/** How people may sign up (REGISTRATIONS). */
export const registrationModes = ['open', 'approval', 'invite', 'closed'] as const;
export type RegistrationMode = (typeof registrationModes)[number];

export const moderationLimits = {
  /** Characters of a report's comment at most. */
  commentLength: 1000,
  /** Characters of a moderator's note at most. */
  noteLength: 1000,
  /** Reports of one target a queue card shows; reportCount counts them all. */
  reportsShown: 10,
  /** Earlier actions on a target's account a queue card shows. */
  historyShown: 10,
  maxInviteUses: 1000,
  /** A year. */
  maxInviteSeconds: 365 * 24 * 60 * 60,
  /** Ten years: longer is "for good", which is no duration. */
  maxSuspendSeconds: 10 * 365 * 24 * 60 * 60,
} as const;

export const reportBodySchema = z.strictObject({
  targetType: z.enum(reportTargetTypes, 'targetType must be post, reply or user'),
  targetId: idSchema,
  reason: z.enum(reportReasons, 'reason must be spam, harassment, illegal or other'),
  comment: z
    .string()
    .max(
      moderationLimits.commentLength,
      `comment must be at most ${moderationLimits.commentLength} characters`,
    )
    .optional(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

export const roleBodySchema = z.strictObject({
  role: z.enum(roles, 'role must be user, moderator or admin'),
});

const noteSchema = z
  .string()
  .trim()
  .min(1, 'note is required: say why')
  .max(
    moderationLimits.noteLength,
    `note must be at most ${moderationLimits.noteLength} characters`,
  );

/** Every moderator's action carries a note: why, for the log and for the person told. */
export const noteBodySchema = z.strictObject({ note: noteSchema });
export type NoteBody = z.infer<typeof noteBodySchema>;

export const suspendBodySchema = z.strictObject({
  note: noteSchema,
  /** Absent: for good, until lifted. */
  durationSeconds: z.number().int().min(60).max(moderationLimits.maxSuspendSeconds).optional(),
});
export type SuspendBody = z.infer<typeof suspendBodySchema>;

export const inviteBodySchema = z.strictObject({
  maxUses: z.number().int().min(1).max(moderationLimits.maxInviteUses),
  expiresInSeconds: z.number().int().min(60).max(moderationLimits.maxInviteSeconds),
});
export type InviteBody = z.infer<typeof inviteBodySchema>;

/** A person as the moderation screens show them: their role and standing beside the summary. */
export const moderatedUserSchema = userSummarySchema.extend({
  role: z.enum(roles),
  /** Until when the account is suspended (far in the future for good); null when it is not. */
  suspendedUntil: timestampSchema.nullable(),
});
export type ModeratedUser = z.infer<typeof moderatedUserSchema>;

/** A report as its reporter sees it. */
export const reportSchema = z.strictObject({
  _id: idSchema,
  targetType: z.enum(reportTargetTypes),
  targetId: idSchema,
  reason: z.enum(reportReasons),
  comment: z.string(),
  createdAt: timestampSchema,
  /** Open until a moderator acts on its target. */
  resolved: z.boolean(),
});
export type Report = z.infer<typeof reportSchema>;

/** One entry of the audit log. */
export const moderationActionSchema = z.strictObject({
  _id: idSchema,
  kind: z.enum(moderationActionKinds),
  moderator: userSummarySchema.nullable(),
  /** The account acted on; null once it is gone. */
  user: userSummarySchema.nullable(),
  targetType: z.enum(reportTargetTypes),
  targetId: idSchema,
  note: z.string(),
  /** A suspension's end (null for good, and for other actions); a role change's new role. */
  until: timestampSchema.nullable(),
  role: z.enum(roles).nullable(),
  createdAt: timestampSchema,
});
export type ModerationAction = z.infer<typeof moderationActionSchema>;

/** One reporter's word on a target. */
export const reportEntrySchema = z.strictObject({
  _id: idSchema,
  reporter: userSummarySchema.nullable(),
  reason: z.enum(reportReasons),
  comment: z.string(),
  createdAt: timestampSchema,
});

/** The open reports of one target, as a queue card shows them. */
export const reportGroupSchema = z.strictObject({
  /** The first open report's id: the actions on the card name it. */
  reportId: idSchema,
  targetType: z.enum(reportTargetTypes),
  targetId: idSchema,
  /** The account reported, or whose post or reply was. */
  user: moderatedUserSchema.nullable(),
  /** The reported post's or reply's text (null for a person), and its post's id. */
  content: z.strictObject({ text: z.string(), postId: idSchema }).nullable(),
  reportCount: z.number().int().positive(),
  reports: z.array(reportEntrySchema),
  /** Earlier actions on the account, newest first. */
  history: z.array(moderationActionSchema),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

/** An invite code and how much of it is left. */
export const inviteSchema = z.strictObject({
  code: z.string(),
  maxUses: z.number().int().positive(),
  uses: z.number().int().nonnegative(),
  expiresAt: timestampSchema,
  createdAt: timestampSchema,
});
export type Invite = z.infer<typeof inviteSchema>;

export const reportResponseSchema = z.strictObject({ report: reportSchema });
export const reportQueueResponseSchema = z.strictObject({
  groups: z.array(reportGroupSchema),
  nextCursor: z.string().nullable(),
});
export const moderationLogResponseSchema = z.strictObject({
  actions: z.array(moderationActionSchema),
  nextCursor: z.string().nullable(),
});
export const moderationActionResponseSchema = z.strictObject({ action: moderationActionSchema });
export const moderatedUserResponseSchema = z.strictObject({ user: moderatedUserSchema });
export const signupsResponseSchema = z.strictObject({
  users: z.array(moderatedUserSchema.extend({ email: z.string(), createdAt: timestampSchema })),
  nextCursor: z.string().nullable(),
});
export const inviteResponseSchema = z.strictObject({ invite: inviteSchema });
export const invitesResponseSchema = z.strictObject({
  invites: z.array(inviteSchema),
  nextCursor: z.string().nullable(),
});
export const deletedInviteResponseSchema = z.strictObject({ deleted: z.literal(true) });
export const pendingSignupResponseSchema = z.strictObject({ message: z.string() });

export type ReportResponse = z.infer<typeof reportResponseSchema>;
export type ReportQueueResponse = z.infer<typeof reportQueueResponseSchema>;
export type ModerationLogResponse = z.infer<typeof moderationLogResponseSchema>;
export type ModerationActionResponse = z.infer<typeof moderationActionResponseSchema>;
export type ModeratedUserResponse = z.infer<typeof moderatedUserResponseSchema>;
export type SignupsResponse = z.infer<typeof signupsResponseSchema>;
export type InviteResponse = z.infer<typeof inviteResponseSchema>;
export type InvitesResponse = z.infer<typeof invitesResponseSchema>;
/** What a sign-up answers with 202 where a moderator approves accounts. */
export const signupAwaitingApprovalMessage =
  'Thanks for signing up! A moderator will look at your account soon; you can log in once it is approved.';

export type PendingSignupResponse = z.infer<typeof pendingSignupResponseSchema>;
export type DeletedInviteResponse = z.infer<typeof deletedInviteResponseSchema>;
