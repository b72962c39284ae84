import type { AccountDeletedResponse, PasswordChangedResponse } from './account';
import { postRow } from './endpoint-row';

/** The logged-in owner's own account: its password, its deletion (and, later, its sessions, email and data). */
export const accountEndpoints = {
  changePassword: postRow<PasswordChangedResponse>()('/api/account/password', 'required'),
  deleteAccount: postRow<AccountDeletedResponse>()('/api/account/delete', 'required'),
} as const;
