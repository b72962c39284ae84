import type { AccountDeletedResponse, PasswordChangedResponse } from './account';
import type {
  AccountSessionsResponse,
  OtherSessionsEndedResponse,
  SessionEndedResponse,
} from './account-sessions';
import { deleteRow, getRow, postRow } from './endpoint-row';

/** The logged-in owner's own account: its password, sessions and deletion. */
export const accountEndpoints = {
  changePassword: postRow<PasswordChangedResponse>()('/api/account/password', 'required'),
  accountSessions: getRow<AccountSessionsResponse>()('/api/account/sessions', 'required'),
  endOtherSessions: postRow<OtherSessionsEndedResponse>()(
    '/api/account/sessions/end-others',
    'required',
  ),
  endSession: deleteRow<SessionEndedResponse>()('/api/account/sessions/:sessionId', 'required'),
  deleteAccount: postRow<AccountDeletedResponse>()('/api/account/delete', 'required'),
} as const;
