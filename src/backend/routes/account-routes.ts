import { changePasswordBodySchema, deleteAccountBodySchema, endpoints } from '@/contract';
import { changePassword } from '../account/change-password';
import { deleteAccount } from '../account/delete-account';
import { endOtherSessions, endOwnSession, ownSessionsPage } from '../account/own-sessions';
import type { ResolvedDeps } from '../deps';
import { registerAccountDataRoutes } from './account-data-routes';
import type { HandlerOf, On } from '../http/endpoint-router';
import { readPageParams } from '../http/paging';
import { readJson } from '../http/read-body';

const password =
  (deps: ResolvedDeps): HandlerOf<'changePassword'> =>
  async (c, call) => {
    const body = await readJson(c, changePasswordBodySchema, deps.maxJsonBytes);
    const sessionsEnded = await changePassword(deps, c.get('user'), c.get('session'), body);
    return call.json({ changed: true as const, sessionsEnded }, 200);
  };

const sessions =
  (deps: ResolvedDeps): HandlerOf<'accountSessions'> =>
  async (c, call) =>
    call.json(await ownSessionsPage(deps, c.get('user'), c.get('session'), readPageParams(c)), 200);

const endOthers =
  (deps: ResolvedDeps): HandlerOf<'endOtherSessions'> =>
  async (c, call) =>
    call.json(
      { sessionsEnded: await endOtherSessions(deps, c.get('user'), c.get('session')) },
      200,
    );

const endOne =
  (deps: ResolvedDeps): HandlerOf<'endSession'> =>
  async (c, call) => {
    await endOwnSession(deps, c.get('user'), c.get('session'), call.params.sessionId);
    return call.json({ ended: true as const }, 200);
  };

const deletion =
  (deps: ResolvedDeps): HandlerOf<'deleteAccount'> =>
  async (c, call) => {
    const body = await readJson(c, deleteAccountBodySchema, deps.maxJsonBytes);
    await deleteAccount(deps, c.get('user'), body);
    return call.json({ deleted: true as const }, 200);
  };

/** The logged-in owner's own account: the password, the sessions, the data and the deletion. */
export function registerAccountRoutes(deps: ResolvedDeps, on: On) {
  on(endpoints.changePassword, password(deps));
  on(endpoints.accountSessions, sessions(deps));
  on(endpoints.endOtherSessions, endOthers(deps));
  on(endpoints.endSession, endOne(deps));
  on(endpoints.deleteAccount, deletion(deps));
  registerAccountDataRoutes(deps, on);
}
