import { useCallback, useState } from 'react';
import { paths } from '../../config/paths';
import { notify } from '../../lib/notify';
import { sessionStore } from '../../lib/session';
import { revokeToken } from './api/auth-api';
import { useEndSession } from './session-ending';

/**
 * Logs out: revokes the token, then goes to / and clears the session there (/ then sends the
 * visitor on to /signup, remembering nothing).
 */
export function useLogout() {
  const endSession = useEndSession();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    const session = sessionStore.get();
    setPending(true);
    if (session) await revokeToken(session.token);
    endSession({
      to: paths.feed.href(),
      then: () => {
        setPending(false);
        if (session) notify.success('Logged out successfully!');
      },
    });
  }, [endSession]);

  return { logout, pending };
}
