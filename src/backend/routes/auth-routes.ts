import { endpoints, loginSchema, signupSchema } from '@/contract';
import { requestOrigin } from '../account/session-origin';
import { createLogin } from '../auth/login';
import { signUp } from '../auth/signup';
import type { TokenService } from '../auth/tokens';
import type { ResolvedDeps } from '../deps';
import type { HandlerOf, On } from '../http/endpoint-router';
import { readJson } from '../http/read-body';

const signup =
  (deps: ResolvedDeps, tokens: TokenService): HandlerOf<'signup'> =>
  async (c, call) => {
    const body = await readJson(c, signupSchema, deps.maxJsonBytes);
    const answer = await signUp(deps, tokens, body, requestOrigin(deps, c));
    return call.json(answer, 'message' in answer ? 202 : 201);
  };

const login = (deps: ResolvedDeps, tokens: TokenService): HandlerOf<'login'> => {
  const logIn = createLogin(deps, tokens);
  return async (c, call) => {
    const credentials = await readJson(c, loginSchema, deps.maxJsonBytes);
    return call.json(await logIn(credentials, requestOrigin(deps, c)), 200);
  };
};

/**
 * Ends the session at once, its open event streams included: in this process now, and in the
 * others as the bus tells them (session-streams.ts).
 */
const logout =
  (deps: ResolvedDeps): HandlerOf<'logout'> =>
  async (c, call) => {
    const sessionId = c.get('session')._id;
    await deps.store.sessions.revoke(sessionId, deps.timestamp());
    deps.sessionStreams.end(sessionId);
    deps.events.endStreams({ endedUserIds: [], endedSessionIds: [sessionId] });
    return call.json({ loggedOut: true }, 200);
  };

/** Accounts and sessions: sign up, log in, log out. */
export function registerAuthRoutes(deps: ResolvedDeps, tokens: TokenService, on: On) {
  on(endpoints.signup, signup(deps, tokens));
  on(endpoints.login, login(deps, tokens));
  on(endpoints.logout, logout(deps));
}
