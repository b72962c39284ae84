import { changePasswordBodySchema, deleteAccountBodySchema, endpoints } from '@/contract';
import { changePassword } from '../account/change-password';
import { deleteAccount } from '../account/delete-account';
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

const deletion =
  (deps: ResolvedDeps): HandlerOf<'deleteAccount'> =>
  async (c, call) => {
    const body = await readJson(c, deleteAccountBodySchema, deps.maxJsonBytes);
    await deleteAccount(deps, c.get('user'), body);
    return call.json({ deleted: true as const }, 200);
  };

/** The logged-in owner's own account. */
export function registerAccountRoutes(deps: ResolvedDeps, on: On) {
  on(endpoints.changePassword, password(deps));
  on(endpoints.deleteAccount, deletion(deps));
}
