import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './icon-button.module.css';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The button's name: an icon alone says nothing to a screen reader. */
  label: string;
  children: ReactNode;
}

/** A round 40 px button showing only an icon; its label is its name and its tooltip. */
export function IconButton({ label, children, className, ...props }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
      {...props}
    >
      {children}
    </button>
  );
}

interface IconLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'aria-label'> {
  label: string;
  href: string;
  children: ReactNode;
}

/** The same look for a link, e.g. to another site. */
export function IconLink({ label, children, className, ...props }: IconLinkProps) {
  return (
    <a
      aria-label={label}
      title={label}
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
      {...props}
    >
      {children}
    </a>
  );
}
