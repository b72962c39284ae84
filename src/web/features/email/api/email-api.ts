import { useMutation } from '@tanstack/react-query';
import type {
  ChangeEmailBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  VerifyEmailBody,
} from '@/contract/email';
import { emailEndpoints } from '@/contract/endpoints-email';
import { apiRequest } from '@/web/lib/api-client';
import { sessionStore } from '@/web/lib/session';

// Each form says what went wrong beside its fields, so none of these toasts.
const quiet = { meta: { toastError: false } };

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (body: PasswordResetRequestBody) =>
      apiRequest(emailEndpoints.requestPasswordReset, { body }),
    ...quiet,
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: PasswordResetBody) => apiRequest(emailEndpoints.resetPassword, { body }),
    ...quiet,
  });

/**
 * Confirms a mailed link's address. Opened where its owner is logged in, Settings then shows the
 * address confirmed at once, rather than after the next login.
 */
export const useVerifyEmail = () =>
  useMutation({
    mutationFn: (body: VerifyEmailBody) => apiRequest(emailEndpoints.verifyEmail, { body }),
    onSuccess: ({ email, username }) => {
      const user = sessionStore.get()?.user;
      if (user?.username === username)
        sessionStore.updateUser({ ...user, email, emailVerified: true });
    },
    ...quiet,
  });

export const useResendVerification = () =>
  useMutation({
    mutationFn: () => apiRequest(emailEndpoints.resendVerification, { auth: true }),
    ...quiet,
  });

export const useChangeEmail = () =>
  useMutation({
    mutationFn: (body: ChangeEmailBody) =>
      apiRequest(emailEndpoints.changeEmail, { auth: true, body }),
    ...quiet,
  });
