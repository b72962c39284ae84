import { useState, type ReactNode } from 'react';
import styles from './filtered-text.module.css';

interface FilteredTextProps {
  /** The reader's muted word or phrase the text holds; none shows the text as it is. */
  filtered: { phrase: string } | undefined;
  children: ReactNode;
}

/**
 * A post's or reply's text folded behind one line when it holds one of the reader's muted words,
 * "Hidden: mentions <word>", with Show to read it anyway (as Mastodon's filters do).
 */
export function FilteredText({ filtered, children }: FilteredTextProps) {
  const [shown, setShown] = useState(false);
  if (!filtered || shown) return <>{children}</>;
  return (
    <p className={styles.folded}>
      <span>
        Hidden: mentions <q>{filtered.phrase}</q>
      </span>
      <button type="button" className={styles.show} onClick={() => setShown(true)}>
        Show
      </button>
    </p>
  );
}
