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
          <span className={styles.avatar} />
          <span className={styles.lines}>
            <span className={styles.short} />
            <span className={styles.line} />
            <span className={styles.line} />
            <span className={styles.block} />
          </span>
        </div>
      ))}
    </div>
  );
}
