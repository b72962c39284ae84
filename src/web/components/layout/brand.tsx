import styles from './brand.module.css';

/** The logo and the name "Murmur". */
export function Brand() {
  return (
    <span className={styles.brand}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      Murmur
    </span>
  );
}
