import { SquarePen } from 'lucide-react';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { MoreSheet } from './more-sheet';
import styles from './side-nav.module.css';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Shown only when the right column is not (the people panel then lives on its own page). */
  narrowOnly?: boolean;
  /** One of the phone tab bar's four tabs beside More; the others are in More's sheet. */
  inTabBar?: boolean;
  /** A count of unread things on a badge; read out as "3 unread" with the label. */
  unread?: number;
}

interface SideNavProps {
  items: readonly NavItem[];
  onNewPost: () => void;
}

/**
 * The app's navigation: a labelled column from 1100 px, a rail of icons from 700 px, and below
 * that a tab bar along the bottom of at most five tabs (the items inTabBar, then More, whose
 * sheet holds the rest), where New Post floats above it.
 */
export function SideNav({ items, onNewPost }: SideNavProps) {
  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.list}>
        {items.map(({ label, to, icon: Icon, narrowOnly, inTabBar, unread }) => (
          <li
            key={to}
            className={
              [narrowOnly && styles.narrowOnly, !inTabBar && styles.notInTabBar]
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
        <li className={styles.tabBarOnly}>
          <MoreSheet items={items.filter((item) => !item.inTabBar)} />
        </li>
      </ul>
      <button type="button" className={styles.newPost} onClick={onNewPost} title="New Post">
        <SquarePen aria-hidden size={22} />
        <span className={styles.label}>New Post</span>
      </button>
    </nav>
  );
}
