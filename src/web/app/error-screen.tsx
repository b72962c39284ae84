import type { ReactNode } from 'react';
import page from '@/web/components/layout/page.module.css';
import styles from './error-screen.module.css';

interface ErrorScreenProps {
  title: string;
  message?: string | undefined;
  /** The way on: a reload button, a link home. */
  action: ReactNode;
}

/** A page-sized message for what went wrong, and what to do about it. */
export function ErrorScreen({ title, message, action }: ErrorScreenProps) {
  return (
    <div className={styles.screen}>
      <title>{`${title} · Murmur`}</title>
      <h1 className={page.title}>{title}</h1>
      {message && <p className={styles.message}>{message}</p>}
      <div className={styles.action}>{action}</div>
    </div>
  );
}
