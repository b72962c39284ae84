import { changePasswordBodySchema, endpoints } from '@/contract';
import { changePassword } from '../account/change-password';
import type { ResolvedDeps } from '../deps';
import type { HandlerOf, On } from '../http/endpoint-router';
import { readJson } from '../http/read-body';

const password =
  (deps: ResolvedDeps): HandlerOf<'changePassword'> =>
  async (c, call) => {
    const body = await readJson(c, changePasswordBodySchema, deps.maxJsonBytes);
    const sessionsEnded = await changePassword(deps, c.get('user'), c.get('session'), body);
    return call.json({ changed: true as const, sessionsEnded }, 200);
  };

/** The logged-in owner's own account. */
export function registerAccountRoutes(deps: ResolvedDeps, on: On) {
  on(endpoints.changePassword, password(deps));
}
