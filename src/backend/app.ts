import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { apiPaths, routeNotFoundMessage, serverMessages } from '../contract';
import { HashingBusyError } from './auth/passwords';
import { createTokenService } from './auth/tokens';
import { resolveDeps, type AppDeps } from './deps';
import type { AppEnv } from './http/app-env';
import { limitJsonBodies } from './http/body-limit';
import { refuseCrossSiteWrites } from './http/cross-site';
import { requireUser } from './http/require-user';
import { authRoutes } from './routes/auth-routes';
import { mediaRoutes } from './routes/media-routes';
import { postsRoutes } from './routes/posts-routes';
import { testTodosRoutes } from './routes/test-todos-routes';
import { usersRoutes } from './routes/users-routes';

/**
 * The whole API under /api as one fetch handler. It imports nothing from Node or the DOM, so the
 * browser host (Mock Service Worker) and the Node host run the same code.
 */
export function createApp(input: AppDeps) {
  const deps = resolveDeps(input);
  const tokens = createTokenService(deps.tokenSecret);
  const auth = requireUser(deps, tokens);

  // strict: false, because the spec's paths end in a slash (/api/users/follow/{id}/) and clients
  // send both forms.
  const app = new Hono<AppEnv>({ strict: false })
    .basePath('/api')
    .use(limitJsonBodies(deps.maxJsonBytes, [apiPaths.media()]))
    .use(refuseCrossSiteWrites())
    .get('/health', async (c) => {
      // A cheap read, so that a load balancer sees a server that cannot reach its database.
      const reachable = await deps.store.posts.get('health-check').then(
        () => true,
        (error: unknown) => (deps.reportError(error), false),
      );
      if (!reachable) return c.json({ errors: [serverMessages.databaseUnreachable] }, 503);
      return c.json({ status: 'ok' as const }, 200);
    })
    .route('/auth', authRoutes(deps, tokens, auth))
    .route('/users', usersRoutes(deps, auth))
    .route('/posts', postsRoutes(deps, auth))
    .route('/test-todos', testTodosRoutes(deps));
  if (deps.media) app.route('/media', mediaRoutes(auth, deps.media, deps.now));

  app.notFound((c) =>
    c.json({ errors: [routeNotFoundMessage(c.req.method, new URL(c.req.url).pathname)] }, 404),
  );
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      return c.json({ errors: [error.message] }, error.status);
    }
    if (error instanceof HashingBusyError) {
      const retryAfter = String(error.retryAfterSeconds);
      return c.json({ errors: [serverMessages.hashingBusy] }, 503, { 'Retry-After': retryAfter });
    }
    deps.reportError(error);
    return c.json({ errors: [serverMessages.unexpected] }, 500);
  });
  return app;
}

export type MurmurApi = ReturnType<typeof createApp>;
