import { Outlet } from 'react-router';
import { AppHeader } from '../components/layout/app-header';
import { SkipLink } from '../components/layout/skip-link';
import { useLogout, useSession } from '../lib/session';
import styles from './guest-layout.module.css';
import { sourceUrl } from './source-url';

/** The frame of the pages anyone may open: /login, /signup, /mock and the not-found page. */
export function GuestLayout() {
  const session = useSession();
  const { logout, pending } = useLogout();
  return (
    <>
      <SkipLink />
      <AppHeader
        firstName={session?.user.firstName}
        sourceUrl={sourceUrl}
        onLogout={logout}
        loggingOut={pending}
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}
