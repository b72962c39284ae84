import { useMutation } from '@tanstack/react-query';
import type {
  ChangeEmailBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  VerifyEmailBody,
} from '@/contract/email';
import { emailEndpoints } from '@/contract/endpoints-email';
import { apiRequest } from '@/web/lib/api-client';

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

export const useVerifyEmail = () =>
  useMutation({
    mutationFn: (body: VerifyEmailBody) => apiRequest(emailEndpoints.verifyEmail, { body }),
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
