import type { DocsOf } from './endpoint-row';
import type { oauthEndpoints } from './endpoints-oauth';

const authorizationQuery = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

/** What the request tester's catalogue says of the consent screen's and settings' rows. */
export const oauthDocs = {
  checkAuthorization: {
    summary: "Check an app's authorization request before the consent screen shows it",
    query: authorizationQuery,
  },
  decideAuthorization: {
    summary: "Authorize or deny an app's request: where to send the browser next",
    sampleBody: {
      client_id: 'the-client-id',
      redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
      scope: 'read',
      approve: true,
    },
  },
  authorizedApps: { summary: 'The apps you authorized, with their scopes' },
  revokeAuthorizedApp: { summary: 'Revoke an app: every token you gave it stops working' },
} satisfies DocsOf<typeof oauthEndpoints>;
