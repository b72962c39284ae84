import { useState } from 'react';
import { Button } from '@/web/components/button';
import styles from '@/web/components/settings.module.css';
import { useViewerName } from '@/web/lib/session';
import { DeleteAccountDialog } from './delete-account-dialog';
import danger from './delete-account.module.css';

/** Delete account: what it does in a line, and the button that asks first. */
export function DeleteAccountSection() {
  const username = useViewerName();
  const [asking, setAsking] = useState(false);
  if (!username) return null;
  return (
    <section className={styles.section} aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className={styles.heading}>
        Delete account
      </h2>
      <p className={styles.note}>
        Your account and everything you made leave this server for good.
      </p>
      <div>
        <Button variant="secondary" className={danger.danger} onClick={() => setAsking(true)}>
          Delete account…
        </Button>
      </div>
      {asking && <DeleteAccountDialog username={username} onClose={() => setAsking(false)} />}
    </section>
  );
}
