import { Link } from 'react-router';
import { Page } from '@/web/components/layout/page';
import { SensitiveMediaSetting } from '@/web/components/sensitive-media-setting';
import styles from '@/web/components/settings.module.css';
import { paths } from '@/web/config/paths';
import {
  ChangePasswordForm,
  DeleteAccountSection,
  ProfileAudienceSetting,
  SessionsSection,
  YourDataSettings,
} from '@/web/features/account';
import { EmailSettings } from '@/web/features/email';
import { AuthorizedAppsSection } from '@/web/features/oauth';
import { InviteSettings } from '@/web/features/moderation';
import { useMayInvite } from '../may-invite';

/**
 * /settings: the account's email address, password, sessions and authorized apps, the invite codes where the viewer
 * may make them, who may see the profile, the way to the muted and blocked people, whether sensitive media shows at once, the account's data to download or import,
 * and its deletion at the end.
 */
export function Component() {
  const mayInvite = useMayInvite();
  return (
    <Page title="Settings">
      <EmailSettings />
      <ChangePasswordForm />
      <SessionsSection />
      <AuthorizedAppsSection />
      {mayInvite && <InviteSettings />}
      <section className={styles.section} aria-labelledby="safety-heading">
        <h2 id="safety-heading" className={styles.heading}>
          Privacy and safety
        </h2>
        <ProfileAudienceSetting />
        <p className={styles.note}>
          <Link to={paths.mutedSettings.href()}>Muted words, muted and blocked people</Link>
        </p>
      </section>
      <SensitiveMediaSetting />
      <YourDataSettings />
      <DeleteAccountSection />
    </Page>
  );
}
