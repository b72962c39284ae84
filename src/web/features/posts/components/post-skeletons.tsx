import skeleton from '@/web/components/skeleton.module.css';
import styles from './post-skeletons.module.css';

/** Grey shapes where posts will be, so the page does not jump when they arrive. */
export function PostSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className={styles.list}>
      <p role="status" className="visually-hidden">
        Loading posts…
      </p>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card} aria-hidden>
          <span className={`${skeleton.bone} ${styles.avatar}`} />
          <span className={skeleton.lines}>
            <span className={`${skeleton.bone} ${styles.short}`} />
            <span className={`${skeleton.bone} ${styles.line}`} />
            <span className={`${skeleton.bone} ${styles.line}`} />
            <span className={`${skeleton.bone} ${styles.block}`} />
          </span>
        </div>
      ))}
    </div>
  );
}
