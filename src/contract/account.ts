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

/** POST /api/account/delete: the current password, and the username typed again. */
export const deleteAccountBodySchema = z.object({
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(1000, 'password must be at most 1000 characters'),
  username: z
    .string({ error: 'username is required' })
    .min(1, 'username is required')
    .max(100, 'username must be at most 100 characters'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** The account is gone, and every one of its sessions with it. */
export const accountDeletedResponseSchema = z.strictObject({ deleted: z.literal(true) });
export type AccountDeletedResponse = z.infer<typeof accountDeletedResponseSchema>;

/** How long a deleted account's username stays retired before anyone may take it. */
export const retiredUsernameDays = 30;
