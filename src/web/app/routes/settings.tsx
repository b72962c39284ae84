import { Link } from 'react-router';
import { Page } from '@/web/components/layout/page';
import styles from '@/web/components/settings.module.css';
import { paths } from '@/web/config/paths';
import { ChangePasswordForm } from '@/web/features/account';
import { useMayInvite } from '../may-invite';

/** /settings: the account's password, then the ways to the privacy and safety pages. */
export function Component() {
  const mayInvite = useMayInvite();
  return (
    <Page title="Settings">
      <ChangePasswordForm />
      <section className={styles.section} aria-labelledby="safety-heading">
        <h2 id="safety-heading" className={styles.heading}>
          Privacy and safety
        </h2>
        <ul className={styles.links}>
          <li>
            <Link to={paths.mutedSettings.href()}>Muted words, muted and blocked people</Link>
          </li>
          {mayInvite && (
            <li>
              <Link to={paths.inviteSettings.href()}>Invite people</Link>
            </li>
          )}
        </ul>
      </section>
    </Page>
  );
}
