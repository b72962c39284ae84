import { Outlet, ScrollRestoration } from 'react-router';
import { SessionProvider } from '../lib/session';

/** Above every route: ends sessions (logout, a refused token), and restores scroll positions. */
export function Root() {
  return (
    <SessionProvider>
      <Outlet />
      <ScrollRestoration />
    </SessionProvider>
  );
}
