import type { LoginResponse } from '@/contract';
import { revokeToken } from './session-calls';
import { sessionStore } from './session-store';

/**
 * Starts the session a login answered with. Logging in over a session replaces it: its token is
 * revoked (a failure changes nothing), and the cached data of its user goes with it (see
 * resetOnSessionChange). A signup starts none: the new user goes to /login (docs/product.md).
 */
export function logIn({ foundUser, encodedToken }: LoginResponse): void {
  const previous = sessionStore.get();
  sessionStore.start({ user: foundUser, token: encodedToken });
  if (previous && previous.token !== encodedToken) void revokeToken(previous.token);
}
