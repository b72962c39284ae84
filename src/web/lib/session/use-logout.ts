import { loggedOutMessage } from '@/contract/session-messages';
import { useCallback, useState } from 'react';
import { paths } from '@/web/config/paths';
import { notify } from '../notify';
import { revokeToken } from './session-calls';
import { useNavigateThenEndSession } from './session-ending';
import { sessionStore } from './session-store';

/**
 * Logs out: revokes the token, then goes to / and clears the session there (/ then sends the
 * visitor on to /signup, remembering nothing). The session counts as ending while the revoke is
 * on its way, so a refusal of another call meanwhile does not say "Your session has ended".
 */
export function useLogout() {
  const navigateThenEndSession = useNavigateThenEndSession();
  const [pending, setPending] = useState(false);

  const logout = useCallback(() => {
    const session = sessionStore.get();
    setPending(true);
    navigateThenEndSession({
      to: paths.feed.href(),
      first: session ? revokeToken(session.token) : undefined,
      then: () => {
        setPending(false);
        if (session) notify.success(loggedOutMessage);
      },
    });
  }, [navigateThenEndSession]);

  return { logout, pending };
}
