import type { PasswordChangedResponse } from './account';
import type { ImportReport } from './account-data';
import { getRow, postRow } from './endpoint-row';

/** The logged-in owner's own account: its password, its data to take away, lists to bring. */
export const accountEndpoints = {
  changePassword: postRow<PasswordChangedResponse>()('/api/account/password', 'required'),
  // A ZIP streamed as it is made, never JSON: `never` keeps apiRequest off it.
  exportData: getRow<never>()('/api/account/export', 'required', { download: true }),
  importList: postRow<ImportReport>()('/api/account/import', 'required', { multipart: true }),
} as const;
