import type { AccountDeletedResponse, PasswordChangedResponse } from './account';
import type {
  AccountSessionsResponse,
  OtherSessionsEndedResponse,
  SessionEndedResponse,
} from './account-sessions';
import type { ImportReport } from './account-data';
import { deleteRow, getRow, postRow } from './endpoint-row';

/**
 * The logged-in owner's own account: its password, sessions, data to take away, lists to bring,
 * and its deletion.
 */
export const accountEndpoints = {
  changePassword: postRow<PasswordChangedResponse>()('/api/account/password', 'required'),
  accountSessions: getRow<AccountSessionsResponse>()('/api/account/sessions', 'required'),
  endOtherSessions: postRow<OtherSessionsEndedResponse>()(
    '/api/account/sessions/end-others',
    'required',
  ),
  endSession: deleteRow<SessionEndedResponse>()('/api/account/sessions/:sessionId', 'required'),
  deleteAccount: postRow<AccountDeletedResponse>()('/api/account/delete', 'required'),
  // A ZIP streamed as it is made, never JSON: `never` keeps apiRequest off it.
  exportData: getRow<never>()('/api/account/export', 'required', { download: true }),
  importList: postRow<ImportReport>()('/api/account/import', 'required', { multipart: true }),
} as const;
