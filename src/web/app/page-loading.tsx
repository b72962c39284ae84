import styles from './page-loading.module.css';

/** While the first page's code loads, or something else the whole page waits for. */
export function PageLoading({ label = 'Loading Murmur…' }: { label?: string }) {
  return (
    <p role="status" className={styles.loading}>
      {label}
    </p>
  );
}
