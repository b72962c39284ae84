import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionEndedMessage } from '@/contract/session-messages';
import { paths } from '@/web/config/paths';
import { notify } from '../notify';
import { onRefusedToken } from './refused-token';
import { sessionCheckQuery } from './session-calls';
import { SessionEndingContext, type SessionEnding } from './session-ending';
import { sessionStore } from './session-store';
import { useSession } from './use-session';

/** Where a refused session sends the user: to log in again, then back to where they were. */
function loginAfterRefusal(here: string) {
  const onAuthPage = [paths.login.path, paths.signup.path].some(
    (path) => here === path || here.startsWith(`${path}?`),
  );
  return onAuthPage ? here : paths.login.href(here);
}

/**
 * Ends sessions, above every route: for logout (useLogout), and when the server refuses the
 * session's token (expired, revoked, or its user gone: see reportRefusedToken) the user is told,
 * sent to /login remembering the page they were on, and the login details are cleared (the cached
 * data goes with them, see resetOnSessionChange). Several refusals at once end the session once;
 * a refusal of a token that is no longer the session's (a late answer to a call of an earlier
 * session) ends nothing. A stored session is checked with the server once per page load.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const ending = useRef<SessionEnding | null>(null);
  // Whether the pending ending was already sent on again after the user went elsewhere.
  const resent = useRef(false);
  const here = useRef('');
  const session = useSession();

  const navigateThenEndSession = useCallback(
    (next: SessionEnding) => {
      ending.current = next;
      resent.current = false;
      void Promise.resolve(next.first).then(() => navigate(next.to, { replace: true }));
    },
    [navigate],
  );

  // Each navigation, even to the same address, brings a new location.
  useEffect(() => {
    here.current = location.pathname + location.search;
    const next = ending.current;
    if (!next) return;
    if (here.current !== next.to) {
      // A click landed before the ending's own navigation did and cancelled it: go on once more.
      if (!next.first && !resent.current) {
        resent.current = true;
        void navigate(next.to, { replace: true });
      }
      return;
    }
    ending.current = null;
    sessionStore.end(next.refused);
    next.then?.();
  }, [location, navigate]);

  useEffect(
    () =>
      onRefusedToken((token, message) => {
        const current = sessionStore.get();
        if (ending.current || !current || token !== current.token) return;
        notify.info(message ?? sessionEndedMessage);
        navigateThenEndSession({ to: loginAfterRefusal(here.current), refused: true });
      }),
    [navigateThenEndSession],
  );

  return (
    <SessionEndingContext.Provider value={navigateThenEndSession}>
      {session && <SessionCheck token={session.token} />}
      {children}
    </SessionEndingContext.Provider>
  );
}

/** Asks the server once whether it still takes the token; a refusal ends the session above. */
function SessionCheck({ token }: { token: string }) {
  useQuery(sessionCheckQuery(token));
  return null;
}
