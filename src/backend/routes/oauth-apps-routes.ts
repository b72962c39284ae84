import { Hono } from 'hono';
import type { ResolvedDeps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { tokenFromHeader } from '../http/require-user';
import { applicationView, registerApp } from '../oauth/apps';
import { readOAuthParams } from '../oauth/oauth-params';
import { hashSecret, isOAuthAccessToken } from '../oauth/secrets';

/**
 * Mastodon's app registration: POST /api/v1/apps and GET /api/v1/apps/verify_credentials. They
 * answer Mastodon's shapes (`{ error }` on a refusal), not the API's own, for Mastodon clients.
 */
export function oauthAppRoutes(deps: ResolvedDeps) {
  const routes = new Hono<AppEnv>();
  routes.post('/api/v1/apps', async (c) => {
    const registration = await registerApp(deps, await readOAuthParams(c));
    if ('error' in registration) return c.json({ error: registration.error }, 422);
    const { app, secret } = registration;
    return c.json(
      {
        ...applicationView(app),
        client_id: app.clientId,
        client_secret: secret,
        client_secret_expires_at: 0,
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });
  routes.get('/api/v1/apps/verify_credentials', async (c) => {
    const token = tokenFromHeader(c.req.header('authorization'));
    const found =
      token && isOAuthAccessToken(token)
        ? await deps.store.oauth.tokenByHash(await hashSecret(token))
        : undefined;
    if (!found || found.token.revokedAt)
      return c.json({ error: 'The access token is invalid' }, 401, {
        'WWW-Authenticate': 'Bearer error="invalid_token"',
      });
    return c.json(applicationView(found.app), 200);
  });
  return routes;
}
