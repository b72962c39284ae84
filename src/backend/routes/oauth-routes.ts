import { authorizationDecisionSchema, authorizationRequestSchema, endpoints } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { notFound } from '../http/api-error';
import type { HandlerOf, On } from '../http/endpoint-router';
import { parseOrRefuse, readJson } from '../http/read-body';
import { checkAuthorizationRequest, decideAuthorization } from '../oauth/authorization';
import { endStreamsOfTokens } from '../oauth/grant';

const check =
  (deps: ResolvedDeps): HandlerOf<'checkAuthorization'> =>
  async (c, call) => {
    const request = parseOrRefuse(authorizationRequestSchema, c.req.query());
    const checked = await checkAuthorizationRequest(deps, request);
    if ('redirectTo' in checked) return call.json(checked, 200);
    const { app, scopes, redirectUri } = checked;
    return call.json(
      { consent: { app: { name: app.name, website: app.website }, scopes, redirectUri } },
      200,
    );
  };

const decide =
  (deps: ResolvedDeps): HandlerOf<'decideAuthorization'> =>
  async (c, call) => {
    const decision = await readJson(c, authorizationDecisionSchema, 16 * 1024);
    return call.json(await decideAuthorization(deps, c.get('user'), decision), 200);
  };

const authorizedApps =
  (deps: ResolvedDeps): HandlerOf<'authorizedApps'> =>
  async (c, call) => {
    const apps = await deps.store.oauth.authorizedAppsOf(c.get('user')._id);
    return call.json(
      {
        apps: apps.map(({ app, scopes, authorizedAt }) => ({
          _id: app._id,
          name: app.name,
          website: app.website,
          scopes,
          authorizedAt,
        })),
      },
      200,
    );
  };

const revokeApp =
  (deps: ResolvedDeps): HandlerOf<'revokeAuthorizedApp'> =>
  async (c, call) => {
    const revoked = await deps.store.oauth.revokeAppOf(
      c.get('user')._id,
      call.params.appId,
      deps.timestamp(),
    );
    if (revoked.length === 0) throw notFound('oauthAppNotAuthorized');
    endStreamsOfTokens(deps, revoked);
    return call.json({ revoked: true }, 200);
  };

/** The consent screen's and the authorized apps' rows, for the web app's own session. */
export function registerOAuthRoutes(deps: ResolvedDeps, on: On) {
  on(endpoints.checkAuthorization, check(deps));
  on(endpoints.decideAuthorization, decide(deps));
  on(endpoints.authorizedApps, authorizedApps(deps));
  on(endpoints.revokeAuthorizedApp, revokeApp(deps));
}
