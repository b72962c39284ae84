import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, DeleteAccountBody } from '@/contract';
import { accountEndpoints } from '@/contract/endpoints-account';
import { apiRequest } from '@/web/lib/api-client';

/** Changes the password; the server ends every other session of the account. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest(accountEndpoints.changePassword, { auth: true, body }),
    // The form says what went wrong beside its fields.
    meta: { toastError: false },
  });

/** Deletes the account for good; every session of it ends on the server. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      apiRequest(accountEndpoints.deleteAccount, { auth: true, body }),
    // The dialog says what went wrong beside its fields.
    meta: { toastError: false },
  });
