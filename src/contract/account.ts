import * as z from 'zod';
import { timestampSchema } from './common';
import { limits } from './limits';

/** A new password (a change): longer than a sign-up's, which the original specification fixes. */
export const accountLimits = { newPasswordMin: 10 } as const;

/** POST /api/account/password: the current password, and the new one. */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'currentPassword is required' })
    .min(1, 'currentPassword is required')
    .max(1000, 'currentPassword must be at most 1000 characters'),
  newPassword: z
    .string({ error: 'newPassword is required' })
    .min(
      accountLimits.newPasswordMin,
      `newPassword must be at least ${accountLimits.newPasswordMin} characters`,
    )
    .max(limits.passwordMax, `newPassword must be at most ${limits.passwordMax} characters`),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The password changed: how many other sessions it ended (this one stays). */
export const passwordChangedResponseSchema = z.strictObject({
  changed: z.literal(true),
  sessionsEnded: z.number().int().nonnegative(),
});
export type PasswordChangedResponse = z.infer<typeof passwordChangedResponseSchema>;

/**
 * One live session of the owner's account, as GET /api/account/sessions lists it: the device its
 * browser and system name ("Firefox on Windows"), the address it logged in from (null where none
 * was known), and `current` on the session that asks.
 */
export const accountSessionSchema = z.strictObject({
  _id: z.string(),
  device: z.string(),
  address: z.string().nullable(),
  createdAt: timestampSchema,
  lastSeenAt: timestampSchema,
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsResponseSchema = z.strictObject({
  sessions: z.array(accountSessionSchema),
  nextCursor: z.string().nullable(),
});
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

/** One session ended (DELETE /api/account/sessions/:sessionId). */
export const sessionEndedResponseSchema = z.strictObject({ ended: z.literal(true) });
export type SessionEndedResponse = z.infer<typeof sessionEndedResponseSchema>;

/** Every other session ended (POST /api/account/sessions/end-others): how many; this one stays. */
export const otherSessionsEndedResponseSchema = z.strictObject({
  sessionsEnded: z.number().int().nonnegative(),
});
export type OtherSessionsEndedResponse = z.infer<typeof otherSessionsEndedResponseSchema>;
