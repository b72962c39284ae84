import { SquarePen } from 'lucide-react';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import styles from './side-nav.module.css';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Shown only when the right column is not (the people panel then lives on its own page). */
  narrowOnly?: boolean;
  /** Left out of the phone's tab bar, which has room for eight (the profile page links to it). */
  notOnPhones?: boolean;
  /** A count of unread things on a badge; read out as "3 unread" with the label. */
  unread?: number;
}

interface SideNavProps {
  items: readonly NavItem[];
  onNewPost: () => void;
}

/**
 * The app's navigation: a labelled column from 1100 px, a rail of icons from 700 px, and a tab
 * bar along the bottom below that, where New Post floats above it.
 */
export function SideNav({ items, onNewPost }: SideNavProps) {
  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.list}>
        {items.map(({ label, to, icon: Icon, narrowOnly, notOnPhones, unread }) => (
          <li
            key={to}
            className={
              [narrowOnly && styles.narrowOnly, notOnPhones && styles.notOnPhones]
                .filter(Boolean)
                .join(' ') || undefined
            }
          >
            <NavLink
              to={to}
              end
              className={styles.link}
              title={label}
              // The count is read with the name, which starts with the visible label (WCAG 2.5.3).
              aria-label={unread ? `${label}, ${unread} unread` : undefined}
            >
              <span className={styles.icon}>
                <Icon aria-hidden size={24} />
                {unread ? (
                  <span className={styles.badge} aria-hidden>
                    {unread > 99 ? '99+' : unread}
                  </span>
                ) : null}
              </span>
              <span className={styles.label}>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.newPost} onClick={onNewPost} title="New Post">
        <SquarePen aria-hidden size={22} />
        <span className={styles.label}>New Post</span>
      </button>
    </nav>
  );
}
