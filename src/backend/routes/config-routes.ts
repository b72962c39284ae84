import { endpoints } from '@/contract';
import type { ResolvedDeps } from '../deps';
import type { On } from '../http/endpoint-router';

/**
 * GET /api/config: what the web app learns at run time rather than at build time, since one
 * build serves every instance (the guest login button shows only where the guest can log in).
 */
export function registerConfigRoutes(deps: Pick<ResolvedDeps, 'guestAccount'>, on: On) {
  on(endpoints.config, (_c, call) => call.json({ guestAccount: deps.guestAccount }, 200));
}
