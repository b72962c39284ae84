import { errorCodes, notReadyMessage } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { ApiError } from '../http/api-error';
import type { HandlerOf } from '../http/endpoint-router';

/**
 * GET /api/health/ready, for a load balancer or Kubernetes: 200 while this server can serve, a
 * 503 naming the checks that failed otherwise (their errors are reported). It tells nobody how
 * full anything is.
 */
export const ready =
  (deps: ResolvedDeps): HandlerOf<'healthReady'> =>
  async (_c, call) => {
    const passes = (check: () => Promise<boolean>) =>
      check().catch((error: unknown) => (deps.reportError(error), false));
    const [database, migrations, storage] = await Promise.all([
      passes(async () => (await deps.store.posts.get('ready-check'), true)),
      passes(async () => (await deps.store.pendingMigrations()) === 0),
      // A host without files (the in-page demo) has nothing to write to.
      passes(async () => (await deps.media?.probe?.(), true)),
    ]);
    const checks = { database, migrations, storage };
    const failed = Object.entries(checks).flatMap(([name, passed]) => (passed ? [] : [name]));
    if (failed.length > 0)
      throw new ApiError(503, errorCodes.notReady, notReadyMessage(failed), { 'Retry-After': '5' });
    return call.json({ status: 'ok', checks }, 200);
  };
