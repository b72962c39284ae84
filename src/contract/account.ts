import * as z from 'zod';
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
