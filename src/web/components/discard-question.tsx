import { useEffect, useRef } from 'react';
import { Button } from './button';
import styles from './confirm.module.css';

interface DiscardQuestionProps {
  text: string;
  /** Closing without discarding, when what was typed is kept (a post's draft). */
  keepLabel?: string | undefined;
  onKeep?: () => void;
  onDiscard: () => void;
  /** Back to the form, as it was. */
  onBack: () => void;
}

/** Asked inside a dialog closed with unsaved changes: go back, keep them, or discard them. */
export function DiscardQuestion({
  text,
  keepLabel,
  onKeep,
  onDiscard,
  onBack,
}: DiscardQuestionProps) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div className={styles.confirm}>
      <p className={styles.question}>{text}</p>
      <div className={styles.buttons}>
        <Button ref={first} variant="secondary" onClick={onBack}>
          Keep editing
        </Button>
        {keepLabel && onKeep && (
          <Button variant="secondary" onClick={onKeep}>
            {keepLabel}
          </Button>
        )}
        <Button className={styles.discard} onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
