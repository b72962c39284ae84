import type { PasswordChangedResponse } from './account';
import { postRow } from './endpoint-row';

/** The logged-in owner's own account: its password (and, later, its sessions, email and data). */
export const accountEndpoints = {
  changePassword: postRow<PasswordChangedResponse>()('/api/account/password', 'required'),
} as const;
