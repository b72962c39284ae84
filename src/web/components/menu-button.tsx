import { MoreHorizontal } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import styles from './options-menu.module.css';

export interface MenuChoice {
  label: string;
  onSelect: () => void;
  danger?: boolean;
  /** Drawn before the label, hidden from screen readers. */
  icon?: ReactNode;
}

interface MenuButtonProps {
  /** The button's accessible name ("More actions for @maya"). */
  label: string;
  choices: MenuChoice[];
  /** The menu's button, for its owner to give the focus back to (after an edit in place). */
  buttonRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * A WAI-ARIA menu button of choices: arrows move between them, Escape or a click elsewhere
 * closes it and focus goes back to its button, which is also where a dialog a choice opens
 * returns it.
 */
export function MenuButton({ label, choices, buttonRef }: MenuButtonProps) {
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
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <MoreHorizontal aria-hidden size={20} />
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className={styles.menu}
          onKeyDown={onKeyDown}
        >
          {choices.map((choice) => (
            <li role="none" key={choice.label}>
              <button
                type="button"
                role="menuitem"
                className={`${styles.item} ${choice.danger ? styles.danger : ''}`}
                // Focus goes back to the menu button first, so a dialog the choice opens returns it.
                onClick={() => {
                  close();
                  choice.onSelect();
                }}
              >
                {choice.icon}
                {choice.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
