import styles from './skip-link.module.css';

/** The first stop for the keyboard: straight to the page's main content. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href="#main">
      Skip to main content
    </a>
  );
}
