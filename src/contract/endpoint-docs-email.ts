import type { DocsOf } from './endpoint-row';
import type { emailEndpoints } from './endpoints-email';

/** What the request tester's catalogue says of the mail rows. */
export const emailDocs = {
  requestPasswordReset: {
    summary: 'Mail a link to reset a forgotten password (the same answer for unknown addresses)',
    sampleBody: { login: 'kenji@example.com' },
  },
  resetPassword: {
    summary: "Set a new password with a mailed link's token; every session of the account ends",
    sampleBody: { token: 'the token of the mailed link', newPassword: 'a longer, better password' },
  },
  verifyEmail: {
    summary: "Confirm an email address with a mailed link's token",
    sampleBody: { token: 'the token of the mailed link' },
  },
  resendVerification: { summary: 'Mail the link that confirms your email address again' },
  changeEmail: {
    summary: 'Change your email address: it takes effect once the new one is confirmed',
    sampleBody: { currentPassword: 'correct-horse', newEmail: 'new@example.com' },
  },
} satisfies DocsOf<typeof emailEndpoints>;
