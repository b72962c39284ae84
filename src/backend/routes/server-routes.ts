import { buildOpenApiDocument } from '@/contract/openapi/openapi-document';
import { endpoints } from '@/contract';
import type { TokenService } from '../auth/tokens';
import type { ResolvedDeps } from '../deps';
import { readViewer } from '../http/require-user';
import { refusal } from '../http/api-error';
import type { HandlerOf, On } from '../http/endpoint-router';
import { ready } from './readiness';

/**
 * A cheap read, so that a load balancer sees a server that cannot reach its database. Anyone
 * learns whether uploads would be refused; only an admin how many bytes are stored, the quota
 * and the disk's free space, which tell an outsider how to fill the instance.
 */
const health =
  (deps: ResolvedDeps): HandlerOf<'health'> =>
  async (c, call) => {
    const reachable = await deps.store.posts.get('health-check').then(
      () => true,
      (error: unknown) => (deps.reportError(error), false),
    );
    if (!reachable) throw refusal(503, 'databaseUnreachable');
    const report = await deps.media?.report?.();
    if (!report) return call.json({ status: 'ok' }, 200);
    const storage = c.get('viewer')?.role === 'admin' ? report : { full: report.full };
    return call.json({ status: 'ok', storage }, 200);
  };

/**
 * What the web app learns at run time rather than at build time, since one build serves every
 * instance (the guest login button shows only where the guest can log in).
 */
const config =
  (deps: ResolvedDeps): HandlerOf<'config'> =>
  (_c, call) =>
    call.json(
      {
        guestAccount: deps.guestAccount,
        registrations: deps.registrations,
        invitesByUsers: deps.invitesByUsers,
        requireVerifiedEmail: deps.requireVerifiedEmail,
        requireAltText: deps.requireAltText,
      },
      200,
    );

/** What the server says about itself: whether it is up, and what the web app should know. */
export function registerServerRoutes(deps: ResolvedDeps, tokens: TokenService, on: On) {
  // No token is needed; an admin's adds the figures.
  on(endpoints.health, health(deps), [readViewer(deps, tokens)]);
  on(endpoints.healthLive, (_c, call) => call.json({ status: 'ok' }, 200));
  on(endpoints.healthReady, ready(deps));
  on(endpoints.config, config(deps));
  // Made once, on the first request: the table does not change while the process runs.
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  on(endpoints.openApi, (_c, call) => call.json((document ??= buildOpenApiDocument()), 200));
}
