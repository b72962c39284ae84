import { Outlet, ScrollRestoration } from 'react-router';
import { SessionEndingProvider } from '../features/auth/components/session-ending-provider';

/** Above every route: ends sessions (logout, a refused token), and restores scroll positions. */
export function Root() {
  return (
    <SessionEndingProvider>
      <Outlet />
      <ScrollRestoration />
    </SessionEndingProvider>
  );
}
