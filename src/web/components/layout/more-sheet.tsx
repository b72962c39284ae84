import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Modal } from '../modal';
import type { NavItem } from './side-nav';
import styles from './side-nav.module.css';

/**
 * The phone tab bar's last tab, More: a dialog that lists the destinations that are not among
 * its tabs. Following one closes it; the dialog gives the focus back to More when it closes.
 */
export function MoreSheet({ items }: { items: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.link}
        title="More"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span className={styles.icon}>
          <Ellipsis aria-hidden size={24} />
        </span>
        <span className={styles.label}>More</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="More">
        <ul className={styles.sheetList}>
          {items.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <NavLink to={to} end className={styles.sheetLink} onClick={() => setOpen(false)}>
                <Icon aria-hidden size={22} />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
