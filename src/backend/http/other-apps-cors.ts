import type { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from './app-env';

/**
 * The doors other apps use, which browser apps on other origins (Elk, Phanpy) call: Mastodon's
 * client API, OAuth's token and revocation endpoints, and the OpenAPI document. They answer any
 * origin, as Mastodon does, and never with cookies: a call carries its bearer token, so another
 * site's page can do nothing the person's own token would not. Murmur's own API stays same-origin.
 */
export const otherAppsPaths = [
  '/api/v1/*',
  '/api/v2/*',
  '/oauth/token',
  '/oauth/revoke',
  '/api/openapi.json',
];

const otherAppsCors = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
  exposeHeaders: ['Link', 'Retry-After', 'WWW-Authenticate', 'X-Request-Id'],
  maxAge: 86_400,
});

export function allowOtherApps(app: Hono<AppEnv>) {
  for (const path of otherAppsPaths) app.use(path, otherAppsCors);
}

/**
 * Whether a cross-site write is one a browser preflighted: a call of the Mastodon door with a
 * bearer token (a header no form can send), or an app registering itself (no one's authority).
 */
export function isPreflightedAppCall(path: string, authorization: string | undefined) {
  if (!/^\/api\/v\d+\//.test(path)) return false;
  return authorization !== undefined || path === '/api/v1/apps';
}
