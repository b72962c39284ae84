import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import styles from '@/web/components/settings.module.css';
import { paths } from '@/web/config/paths';
import { errorMessage } from '@/web/lib/api-client';
import { useVerifyEmail } from '../api/email-api';

/** Confirms the mailed link's address as soon as the page opens, and says how it went. */
export function VerifyEmail({ token }: { token: string }) {
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // Once per token: the link works once, and a second call (React's strict mode runs effects
  // twice) would answer "used".
  const sentFor = useRef<string>(undefined);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [mutate, token]);

  if (!token || verify.isError)
    return (
      <div className={styles.stack}>
        <p role="alert" className={styles.problem}>
          {verify.isError ? errorMessage(verify.error) : 'This link does not work.'}
        </p>
        <p className={styles.note}>
          A new link can be sent from <Link to={paths.settings.href()}>Settings</Link>.
        </p>
      </div>
    );
  if (verify.isSuccess)
    return (
      <div className={styles.stack}>
        <p role="status" className={styles.done}>
          Thank you: {verify.data.email} is confirmed.
        </p>
        <p className={styles.note}>
          <Link to={paths.feed.href()}>Go to Murmur</Link>
        </p>
      </div>
    );
  return (
    <p role="status" className={styles.note}>
      Confirming your address…
    </p>
  );
}
