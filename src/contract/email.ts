import * as z from 'zod';
import { accountLimits } from './account';
import { limits } from './limits';

/** How long a mailed link works: a password reset an hour, an address confirmation two days. */
export const mailedTokenLimits = {
  resetSeconds: 60 * 60,
  verifySeconds: 2 * 24 * 60 * 60,
} as const;

const newPassword = z
  .string({ error: 'newPassword is required' })
  .min(
    accountLimits.newPasswordMin,
    `newPassword must be at least ${accountLimits.newPasswordMin} characters`,
  )
  .max(limits.passwordMax, `newPassword must be at most ${limits.passwordMax} characters`);

const mailedToken = z
  .string({ error: 'token is required' })
  .min(1, 'token is required')
  .max(200, 'token must be at most 200 characters');

/** POST /api/auth/password-reset: the account's email address or username. */
export const passwordResetRequestBodySchema = z.object({
  login: z
    .string({ error: 'login is required' })
    .trim()
    .min(1, 'login is required')
    .max(limits.emailMax, `login must be at most ${limits.emailMax} characters`),
});
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** POST /api/auth/password-reset/confirm: the mailed token and the new password. */
export const passwordResetBodySchema = z.object({ token: mailedToken, newPassword });
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** POST /api/account/email/verify: the mailed token (no login needed: the link may be opened anywhere). */
export const verifyEmailBodySchema = z.object({ token: mailedToken });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

/** POST /api/account/email: the current password, and the new address. */
export const changeEmailBodySchema = z.object({
  currentPassword: z
    .string({ error: 'currentPassword is required' })
    .min(1, 'currentPassword is required')
    .max(1000, 'currentPassword must be at most 1000 characters'),
  newEmail: z
    .email({ error: 'newEmail must be a valid email address' })
    .max(limits.emailMax, `newEmail must be at most ${limits.emailMax} characters`),
});
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/** The same answer whether or not an account has the address: nobody learns who is here. */
export const passwordResetRequestedResponseSchema = z.strictObject({ requested: z.literal(true) });
export type PasswordResetRequestedResponse = z.infer<typeof passwordResetRequestedResponseSchema>;

export const passwordResetResponseSchema = z.strictObject({
  reset: z.literal(true),
  sessionsEnded: z.number().int().nonnegative(),
});
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

/** The address confirmed (a change of address takes effect here). */
export const emailVerifiedResponseSchema = z.strictObject({
  verified: z.literal(true),
  email: z.string(),
  /** Whose address it is: a browser logged in as them shows it confirmed at once. */
  username: z.string(),
});
export type EmailVerifiedResponse = z.infer<typeof emailVerifiedResponseSchema>;

/** A confirmation link was mailed to this address. */
export const verificationSentResponseSchema = z.strictObject({
  sent: z.literal(true),
  email: z.string(),
});
export type VerificationSentResponse = z.infer<typeof verificationSentResponseSchema>;
