import { Flag, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import styles from './options-menu.module.css';

interface OptionsMenuProps {
  /** Left out where only Delete is allowed (someone's reply under the reader's post). */
  onEdit?: () => void;
  /** Left out on someone else's post or reply, whose menu offers Report instead. */
  onDelete?: () => void;
  /** Someone else's post or reply: report it to the moderators. */
  onReport?: () => void;
  /** The menu's button, for its owner to give the focus back to (after an edit in place). */
  buttonRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * The "More options" menu of a post or reply (WAI-ARIA menu button): Edit and Delete on the
 * user's own, Report on someone else's. Arrows move between the items, Escape or a click elsewhere closes it and focus goes back to its button.
 */
export function OptionsMenu({ onEdit, onDelete, onReport, buttonRef }: OptionsMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ownButton = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButton;
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, button]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  // Focus goes back to the menu button first, so the dialog an item opens returns it there.
  const choose = (action: () => void) => {
    close();
    action();
  };

  function onKeyDown(event: KeyboardEvent) {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  }

  return (
    <div className={styles.wrap}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-label="More options"
        title="More options"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <MoreHorizontal aria-hidden size={20} />
      </button>
      {open && (
        // The menu handles its arrow keys; each item is a real button.
        <ul ref={menu} id={menuId} role="menu" className={styles.menu} onKeyDown={onKeyDown}>
          {onEdit && (
            <li role="none">
              <button
                type="button"
                role="menuitem"
                className={styles.item}
                onClick={() => choose(onEdit)}
              >
                <Pencil aria-hidden size={16} /> Edit
              </button>
            </li>
          )}
          {onDelete && (
            <li role="none">
              <button
                type="button"
                role="menuitem"
                className={`${styles.item} ${styles.danger}`}
                onClick={() => choose(onDelete)}
              >
                <Trash2 aria-hidden size={16} /> Delete
              </button>
            </li>
          )}
          {onReport && (
            <li role="none">
              <button
                type="button"
                role="menuitem"
                className={styles.item}
                onClick={() => choose(onReport)}
              >
                <Flag aria-hidden size={16} /> Report
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
