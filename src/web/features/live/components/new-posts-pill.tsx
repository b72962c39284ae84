import { ArrowUp } from 'lucide-react';
import styles from './new-posts-pill.module.css';

export interface NewPostsPillProps {
  /** New posts waiting; the pill shows only when there are some. */
  count: number;
  /**
   * Shows them: puts them on top of the Latest feed and takes the reader up to them. The pages
   * read before stay below, so scrolling down finds the posts the reader had reached.
   */
  onShow: () => void;
}

export const newPostsLabel = (count: number) => (count === 1 ? '1 new post' : `${count} new posts`);

/**
 * "N new posts" at the top of the feed column. A polite live region says the count once it
 * changes, without moving focus; the button itself is a real button with its count as its name.
 */
export function NewPostsPill({ count, onShow }: NewPostsPillProps) {
  const label = count > 0 ? newPostsLabel(count) : '';
  return (
    <div className={styles.slot}>
      <p role="status" aria-live="polite" className="visually-hidden">
        {label}
      </p>
      {count > 0 && (
        <button type="button" className={styles.pill} onClick={onShow}>
          <ArrowUp aria-hidden size={16} strokeWidth={2.5} />
          {label}
        </button>
      )}
    </div>
  );
}
