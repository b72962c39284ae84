import type {
  EmailVerifiedResponse,
  PasswordResetRequestedResponse,
  PasswordResetResponse,
  VerificationSentResponse,
} from './email';
import { postRow } from './endpoint-row';

/** What goes through mail: a forgotten password's reset, confirming an address, changing it. */
export const emailEndpoints = {
  requestPasswordReset: postRow<PasswordResetRequestedResponse>()(
    '/api/auth/password-reset',
    'none',
  ),
  resetPassword: postRow<PasswordResetResponse>()('/api/auth/password-reset/confirm', 'none'),
  verifyEmail: postRow<EmailVerifiedResponse>()('/api/account/email/verify', 'none'),
  resendVerification: postRow<VerificationSentResponse>()(
    '/api/account/email/verification',
    'required',
  ),
  changeEmail: postRow<VerificationSentResponse>()('/api/account/email', 'required'),
} as const;
