import { useEffect, useRef } from 'react';
import { useLogout } from '../lib/session';
import { PageLoading } from './page-loading';

/** /logout has no screen of its own: it logs out and goes to /. */
export function LogoutRoute() {
  const { logout } = useLogout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout();
  }, [logout]);
  return <PageLoading label="Logging out…" />;
}
