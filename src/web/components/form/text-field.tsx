import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import note from '../note.module.css';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field before anything is typed, e.g. the limits the server enforces. */
  hint?: string | undefined;
  /** Inside the field's right end, e.g. a show/hide button. */
  trailing?: ReactNode;
  /** Under the hint, e.g. a password's strength; its id goes in aria-describedby to be read. */
  after?: ReactNode;
}

/** A labelled input with an optional hint that its screen-reader description repeats. */
export function TextField({
  label,
  hint,
  trailing,
  after,
  className,
  'aria-describedby': alsoDescribedBy,
  ...props
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : undefined, alsoDescribedBy].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          aria-describedby={describedBy || undefined}
          className={`${styles.input} ${trailing ? styles.withTrailing : ''}`}
          {...props}
        />
        {trailing && <div className={styles.trailing}>{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className={note.note}>
          {hint}
        </p>
      )}
      {after}
    </div>
  );
}
