import { deleteRow, getRow, postRow } from './endpoint-row';
import type {
  AppRevokedResponse,
  AuthorizationCheckResponse,
  AuthorizationDecisionResponse,
  AuthorizedAppsResponse,
} from './oauth';

/**
 * What the web app's consent screen and its authorized-apps settings call. Only the web app's own
 * session may call them: an app's token cannot approve itself (docs/api.md, "OAuth").
 */
export const oauthEndpoints = {
  checkAuthorization: getRow<AuthorizationCheckResponse>()('/api/oauth/authorization', 'required'),
  decideAuthorization: postRow<AuthorizationDecisionResponse>()(
    '/api/oauth/authorization',
    'required',
  ),
  authorizedApps: getRow<AuthorizedAppsResponse>()('/api/oauth/authorized-apps', 'required'),
  revokeAuthorizedApp: deleteRow<AppRevokedResponse>()(
    '/api/oauth/authorized-apps/:appId',
    'required',
  ),
} as const;
