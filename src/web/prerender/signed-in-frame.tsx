import type { ReactNode } from 'react';
import { sourceUrl } from '../app/source-url';
import { AppHeader } from '../components/layout/app-header';
import { AppShell } from '../components/layout/app-shell';

/**
 * The logged-in frame as the server renders it: the header and the columns, without the
 * navigation, which depends on the user and comes with the app. `aside` keeps the right column's
 * place (an empty one for the lists); the tester is `wide` and has none.
 */
export function SignedInFrame({
  wide = false,
  aside,
  children,
}: {
  wide?: boolean;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AppShell header={<AppHeader sourceUrl={sourceUrl} />} nav={null} aside={aside} wide={wide}>
      {children}
    </AppShell>
  );
}
