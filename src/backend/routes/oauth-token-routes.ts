import { Hono } from 'hono';
import type { ResolvedDeps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { limitBody } from '../http/body-limit';
import { authenticateClient } from '../oauth/clients';
import { oauthError, readOAuthParams, textParam } from '../oauth/oauth-params';
import { hashSecret } from '../oauth/secrets';
import { appToken, exchangeCode } from '../oauth/token-grants';
import { endStreamsOfTokens } from '../oauth/grant';
import { formatTimestamp } from '../timestamps';

const noStore = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/** A refused client authentication; with Basic, the challenge RFC 6749 section 5.2 asks for. */
const basicChallenge = { 'WWW-Authenticate': 'Basic realm="Murmur"' };

/**
 * POST /oauth/token (RFC 6749) and POST /oauth/revoke (RFC 7009): outside /api, as every OAuth
 * client expects them; their answers are OAuth's `{ error, error_description }`, never the API's.
 */
export function oauthTokenRoutes(deps: ResolvedDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/oauth/*', limitBody(16 * 1024));
  routes.post('/oauth/token', async (c) => {
    const params = await readOAuthParams(c);
    const grantType = textParam(params, 'grant_type');
    if (!grantType) return oauthError(c, 'invalid_request', 'grant_type is required.');
    if (grantType !== 'authorization_code' && grantType !== 'client_credentials')
      return oauthError(
        c,
        'unsupported_grant_type',
        'Only the authorization_code and client_credentials grants are supported.',
      );
    const client = await authenticateClient(deps, c, params);
    if ('refusal' in client)
      return oauthError(c, client.refusal, client.description, client.basic ? basicChallenge : {});
    const outcome =
      grantType === 'authorization_code'
        ? await exchangeCode(deps, client.app, params)
        : await appToken(deps, client.app, params);
    if ('error' in outcome) return oauthError(c, outcome.error, outcome.description);
    return c.json(outcome, 200, noStore);
  });
  routes.post('/oauth/revoke', async (c) => {
    const params = await readOAuthParams(c);
    const client = await authenticateClient(deps, c, params);
    if ('refusal' in client)
      return oauthError(c, client.refusal, client.description, client.basic ? basicChallenge : {});
    const token = textParam(params, 'token');
    if (!token) return oauthError(c, 'invalid_request', 'token is required.');
    // RFC 7009 section 2.2: 200 whether or not the token was known, so nothing can be probed.
    const revoked = await deps.store.oauth.revokeToken(
      await hashSecret(token),
      client.app._id,
      formatTimestamp(deps.now()),
    );
    endStreamsOfTokens(deps, revoked);
    return c.json({}, 200, noStore);
  });
  return routes;
}
