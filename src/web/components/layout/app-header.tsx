import { Link } from 'react-router';
import { IconButton, IconLink } from '../icon-button';
import { ThemeToggle } from '../theme/theme-toggle';
import styles from './app-header.module.css';
import { Brand } from './brand';
import { CodeIcon, LogOutIcon } from '../first-load-icons';

interface AppHeaderProps {
  /** The logged-in user's first name; the greeting and the session's buttons need one. */
  firstName?: string | undefined;
  sourceUrl: string;
  onLogout?: (() => void) | undefined;
  loggingOut?: boolean;
}

/** The brand, a greeting, the theme toggle, and for a logged-in user the source link and logout. */
export function AppHeader({ firstName, sourceUrl, onLogout, loggingOut }: AppHeaderProps) {
  const loggedIn = firstName !== undefined;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brandLink}>
          <Brand />
        </Link>
        <div className={styles.actions}>
          {loggedIn && <p className={styles.greeting}>Hi, {firstName}</p>}
          <ThemeToggle />
          {loggedIn && (
            <IconLink
              label="Source code (opens in a new tab)"
              href={sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <CodeIcon />
            </IconLink>
          )}
          {loggedIn && onLogout && (
            <IconButton label="Log out" onClick={onLogout} disabled={loggingOut}>
              <LogOutIcon />
            </IconButton>
          )}
        </div>
      </div>
    </header>
  );
}
