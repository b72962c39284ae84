import type { QueryClient } from '@tanstack/react-query';
import { forgetUserData } from './forget-user-data';
import { onSessionChange } from './session-store';

/**
 * The server state belongs to one user: it is all forgotten whenever the session's user or token
 * changes (login, logout, a refused token, or any of these in another tab), with what
 * `alsoForget` names (state outside the query cache, which this module cannot see). What a user
 * left in the browser goes with their session; a login from no session keeps what a visitor did
 * before it (the request tester is open to guests). Answers a function that unsubscribes.
 */
export function resetOnSessionChange(queryClient: QueryClient, alsoForget: () => void) {
  return onSessionChange((previous) => {
    queryClient.clear();
    alsoForget();
    if (previous) forgetUserData();
  });
}
