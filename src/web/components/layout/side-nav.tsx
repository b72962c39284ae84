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
        {items.map(({ label, to, icon: Icon, narrowOnly }) => (
          <li key={to} className={narrowOnly ? styles.narrowOnly : undefined}>
            <NavLink to={to} end className={styles.link} title={label}>
              <Icon aria-hidden size={24} />
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
