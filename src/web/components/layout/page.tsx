import type { ReactNode } from 'react';
import styles from './page.module.css';

interface PageProps {
  /** The page's heading and, with the app's name, the document title. */
  title: string;
  children: ReactNode;
}

/** A routed page in the main column: its sticky heading, then its content. */
export function Page({ title, children }: PageProps) {
  return (
    <>
      <title>{`${title} · Murmur`}</title>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
      </div>
      {children}
    </>
  );
}

/** A line such as "Loading posts…" or "No Posts yet to be shown" in place of a list. */
export function PageMessage({
  children,
  role,
}: {
  children: ReactNode;
  role?: 'status' | 'alert';
}) {
  return (
    <p className={styles.message} role={role}>
      {children}
    </p>
  );
}
