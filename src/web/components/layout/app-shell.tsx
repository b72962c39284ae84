import type { ReactNode } from 'react';
import { useMediaQuery } from '@/web/lib/use-media-query';
import styles from './app-shell.module.css';
import { SkipLink } from './skip-link';

interface AppShellProps {
  header: ReactNode;
  nav: ReactNode;
  /**
   * The right column; hidden below 1100 px, where the people panel has its own page. Nothing (no
   * empty landmark) when there is nothing to show, e.g. on that page.
   */
  aside?: ReactNode;
  /** The page also takes the right column (the request tester's rows need the width). */
  wide?: boolean;
  children: ReactNode;
}

/** Where the right column shows: exactly where app-shell.module.css does not hide it. */
const asideQuery = 'not all and (max-width: 1099.98px)';

const hasContent = (node: ReactNode) => node !== null && node !== undefined && node !== false;

/** The frame of every protected page: header, navigation, the routed page and the people panel. */
export function AppShell({ header, nav, aside, wide = false, children }: AppShellProps) {
  // A hidden column is not rendered at all: on a phone its people would cost a request and a
  // render before the feed's first paint, for nothing seen.
  const asideShown = useMediaQuery(asideQuery, true);
  return (
    <div className={styles.shell}>
      <SkipLink />
      {header}
      <div className={styles.columns}>
        <div className={styles.navColumn}>{nav}</div>
        <main
          id="main"
          tabIndex={-1}
          className={wide ? `${styles.main} ${styles.wide}` : styles.main}
        >
          {children}
        </main>
        {asideShown && hasContent(aside) && (
          <aside className={styles.aside} aria-label="Suggestions">
            {aside}
          </aside>
        )}
      </div>
    </div>
  );
}
