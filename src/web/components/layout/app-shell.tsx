import type { ReactNode } from 'react';
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

const hasContent = (node: ReactNode) => node !== null && node !== undefined && node !== false;

/** The frame of every protected page: header, navigation, the routed page and the people panel. */
export function AppShell({ header, nav, aside, wide = false, children }: AppShellProps) {
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
        {hasContent(aside) && (
          <aside className={styles.aside} aria-label="Suggestions">
            {aside}
          </aside>
        )}
      </div>
    </div>
  );
}
