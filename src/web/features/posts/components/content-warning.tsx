import { TriangleAlert } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import styles from './content-warning.module.css';

interface ContentWarningProps {
  /** The author's warning; empty for a post without one, which shows at once. */
  warning: string;
  children: ReactNode;
}

/**
 * A post's text and media behind its author's warning, until the reader chooses to see them (and
 * to hide them again): the Show button says whether they are out with aria-expanded.
 */
export function ContentWarning({ warning, children }: ContentWarningProps) {
  const [shown, setShown] = useState(false);
  const contentId = useId();
  if (!warning) return children;
  return (
    <>
      <div className={styles.warning}>
        <p className={styles.text}>
          <TriangleAlert aria-hidden size={16} className={styles.icon} />
          <span>
            <span className="visually-hidden">Content warning: </span>
            {warning}
          </span>
        </p>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={shown}
          aria-controls={shown ? contentId : undefined}
          onClick={() => setShown(!shown)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      {shown && <div id={contentId}>{children}</div>}
    </>
  );
}
