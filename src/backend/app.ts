import { Hono } from 'hono';
import { endpoints, errorCodes, routeNotFoundMessage } from '../contract';
import { createTokenService } from './auth/tokens';
import { resolveDeps, type AppDeps } from './deps';
import type { AppEnv } from './http/app-env';
import { limitJsonBodies } from './http/body-limit';
import { refuseCrossSiteWrites } from './http/cross-site';
import { allowOtherApps } from './http/other-apps-cors';
import { endpointRouter } from './http/endpoint-router';
import { answerError, errorAnswer, faultAnswer } from './http/error-answers';
import { limitReads } from './limits/limit-reads';
import { limitWrites } from './limits/limit-writes';
import { authenticate, readViewer, requireUser } from './http/require-user';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerReplyRoutes } from './routes/replies-routes';
import { registerEventRoutes } from './routes/event-routes';
import { registerMediaRoutes } from './routes/media-routes';
import { registerModerationRoutes } from './routes/moderation-routes';
import { registerNotificationRoutes } from './routes/notifications-routes';
import { registerPostRoutes } from './routes/posts-routes';
import { registerAccountRoutes } from './routes/account-routes';
import { registerEmailRoutes } from './routes/email-routes';
import { registerSafetyRoutes } from './routes/safety-routes';
import { registerServerRoutes } from './routes/server-routes';
import { registerTagRoutes } from './routes/tags-routes';
import { registerTestTodoRoutes } from './routes/test-todos-routes';
import { registerSearchRoutes } from './routes/search-routes';
import { registerUserRoutes } from './routes/users-routes';
import { oauthAppRoutes } from './routes/oauth-apps-routes';
import { registerOAuthRoutes } from './routes/oauth-routes';
import { oauthTokenRoutes } from './routes/oauth-token-routes';
import { createMastodonApp, mastodonUploadPaths } from './mastodon/mastodon-app';
import { createMastodonStreaming } from './mastodon/streaming';

/**
 * The whole API under /api as one fetch handler. It imports nothing from Node or the DOM, so the
 * browser host (Mock Service Worker) and the Node host run the same code. Every route comes from
 * a row of the contract's endpoint table, which also picks its guard.
 */
export function createApp(input: AppDeps) {
  const deps = resolveDeps(input);
  const tokens = createTokenService(deps.tokenSecret);

  // strict: false, because some paths end in a slash (/api/users/follow/{id}/), as the original API
  // wrote them, and clients send both forms.
  const app = new Hono<AppEnv>({ strict: false });
  // First: a browser's preflight is answered before any guard or limit reads the request.
  allowOtherApps(app);
  app
    // After the answer, when the guards have read the token: tells the host which row answered.
    .use('/api/*', async (c, next) => {
      // The request as the host handed it: the body limit wraps a body sent without a length in
      // a new Request, which the host never sees.
      const request = c.req.raw;
      await next();
      deps.noteRequest(request, { row: c.get('row'), userId: c.get('viewer')?._id });
    })
    .use(
      '/api/*',
      limitJsonBodies(deps.maxJsonBytes, [
        endpoints.media.path,
        endpoints.importList.path,
        ...mastodonUploadPaths,
      ]),
    )
    .use('/api/*', refuseCrossSiteWrites());
  if (deps.readsPerMinute)
    app.use('/api/*', limitReads(deps.rateLimiter, deps.readsPerMinute, deps.clientAddress));
  const on = limitWrites(
    endpointRouter(app, {
      none: [],
      optional: [readViewer(deps, tokens)],
      required: [requireUser(deps, tokens)],
    }),
    deps,
  );

  registerServerRoutes(deps, tokens, on);
  registerAuthRoutes(deps, tokens, on);
  registerAccountRoutes(deps, on);
  registerEmailRoutes(deps, on);
  registerSafetyRoutes(deps, on);
  registerUserRoutes(deps, on);
  registerSearchRoutes(deps, on);
  registerPostRoutes(deps, on);
  registerTagRoutes(deps, on);
  registerReplyRoutes(deps, on);
  registerNotificationRoutes(deps, on);
  const streams = registerEventRoutes(deps, on);
  registerTestTodoRoutes(deps, on);
  registerMediaRoutes(deps, on);
  registerModerationRoutes(deps, on);
  registerOAuthRoutes(deps, on);
  // Mastodon's and OAuth's own doors, in their own shapes rather than the endpoint table's.
  app.route('/', oauthAppRoutes(deps));
  app.route('/', oauthTokenRoutes(deps));
  // Mastodon's client API: a second door onto the same rules (docs/mastodon-api.md).
  app.route('/', createMastodonApp(deps, tokens));

  app.notFound((c) =>
    answerError(c, {
      status: 404,
      code: errorCodes.routeNotFound,
      message: routeNotFoundMessage(c.req.method, new URL(c.req.url).pathname),
    }),
  );
  // Every failure becomes an answer here, in the API's { errors: [message], code } shape: routes
  // throw.
  app.onError((error, c) => {
    const answer = errorAnswer(error);
    if (answer) return answerError(c, answer);
    deps.reportError(error);
    return answerError(c, faultAnswer);
  });
  return Object.assign(app, {
    /** The live streams this process holds open, for the host's metrics. */
    streamsOpen: () => streams.openCount,
    /** Mastodon's streaming API, for a host that can upgrade a request to a WebSocket. */
    mastodonStreaming: createMastodonStreaming(deps, tokens, streams),
    /**
     * The username of a token's live session, by the same check every request's token gets; for a
     * host that renders a page for the token's user (the Node host's first posts), where a read's
     * 200 alone would not say whom it was for: a refused token reads as anonymous.
     */
    viewerOf: async (token: string) => {
      const auth = await authenticate(deps, tokens, token);
      return 'session' in auth ? auth.user.username : undefined;
    },
  });
}
