import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  /** One line under the title. */
  subtitle: string;
  children: ReactNode;
}

/** The centred card that holds the login and signup forms. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <div className={styles.wrap}>
      <title>{`${title} · Murmur`}</title>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {children}
      </div>
    </div>
  );
}
