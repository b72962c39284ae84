import { Link } from 'react-router';
import { Page } from '@/web/components/layout/page';
import styles from '@/web/components/settings.module.css';
import { paths } from '@/web/config/paths';
import { ChangePasswordForm, YourDataSettings } from '@/web/features/account';
import { InviteSettings } from '@/web/features/moderation';
import { useMayInvite } from '../may-invite';

/**
 * /settings: the account's password, the invite codes where the viewer may make them, and the way
 * to the muted and blocked people, and your data to download or import.
 */
export function Component() {
  const mayInvite = useMayInvite();
  return (
    <Page title="Settings">
      <ChangePasswordForm />
      {mayInvite && <InviteSettings />}
      <section className={styles.section} aria-labelledby="safety-heading">
        <h2 id="safety-heading" className={styles.heading}>
          Privacy and safety
        </h2>
        <p className={styles.note}>
          <Link to={paths.mutedSettings.href()}>Muted words, muted and blocked people</Link>
        </p>
      </section>
      <YourDataSettings />
    </Page>
  );
}
