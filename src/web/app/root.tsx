import { Outlet, ScrollRestoration } from 'react-router';
import { SessionEndingProvider } from '@/web/features/auth';

/** Above every route: ends sessions (logout, a refused token), and restores scroll positions. */
export function Root() {
  return (
    <SessionEndingProvider>
      <Outlet />
      <ScrollRestoration />
    </SessionEndingProvider>
  );
}
