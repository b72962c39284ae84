import { Hono } from 'hono';
import type { TokenService } from '../auth/tokens';
import type { ResolvedDeps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { readViewer, requireUser } from '../http/require-user';
import { registerAccountRoutes } from './account-routes';
import { registerInstanceRoutes } from './instance-routes';
import { mastodonErrorAnswer, MastodonError } from './mastodon-error';
import type { MastodonDoor, Scope } from './mastodon-env';
import { registerMediaRoutes } from './media-routes';
import { registerNotificationRoutes } from './notification-routes';
import { registerSearchRoutes } from './search-routes';
import { registerStatusRoutes } from './status-routes';
import { registerTimelineRoutes } from './timeline-routes';

/** Uploads bring their own body limit (media-routes.ts), not the JSON one. */
export const mastodonUploadPaths = ['/api/v1/media', '/api/v2/media'];

/**
 * Mastodon's client API as a second door onto the same backend (docs/mastodon-api.md): its
 * routes under /api/v1 and /api/v2 call the services Murmur's own routes call, with the same
 * token check, limits and safety rules, and answer Mastodon's entities and error shape.
 */
export function createMastodonApp(deps: ResolvedDeps, tokens: TokenService) {
  const app = new Hono<AppEnv>({ strict: false });
  const door: MastodonDoor = {
    on: (method, path, before, handler) => void app.on(method, [path], ...before, handler),
    deps,
    guard: (scope: Scope, maybe = false) =>
      scope === 'none' ? [] : [(maybe ? readViewer : requireUser)(deps, tokens, scope)],
  };
  registerInstanceRoutes(door);
  registerAccountRoutes(door);
  registerTimelineRoutes(door);
  registerStatusRoutes(door);
  registerNotificationRoutes(door);
  registerMediaRoutes(door);
  registerSearchRoutes(door);
  app.notFound(() => {
    throw new MastodonError(404, 'Not found');
  });
  app.onError((error, c) => mastodonErrorAnswer(error, c, deps.reportError));
  return app;
}
