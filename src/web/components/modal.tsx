import { X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './icon-button';
import styles from './modal.module.css';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  children: ReactNode;
}

/**
 * The shared dialog: named by its title, focus kept inside and given back on close, closed by
 * Escape, the close button or a click beside it, and the page behind it does not scroll.
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open) return null;
  return createPortal(<Dialog {...props} />, document.body);
}

function Dialog({ onClose, title, children }: Omit<ModalProps, 'open'>) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useScrollLock();
  useFocusTrap(dialog, onClose);

  return (
    <div className={styles.overlay}>
      {/* A pointer convenience only: keyboards close the dialog with Escape or its button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.backdrop} onClick={onClose} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton label="Close" onClick={onClose}>
            <X aria-hidden size={20} />
          </IconButton>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
