import { useId } from 'react';
import styles from '@/web/components/settings.module.css';
import { useSession } from '@/web/lib/session';
import { useSetProfileAudience } from '../api/profile-audience-api';

/**
 * /settings, "Privacy and safety": "Only logged-in people may see my profile and posts". Then the
 * server's public pages ask visitors to log in (and tell search engines to leave them out), and
 * the profile's RSS feed is gone. An account stored before the setting existed is visible to
 * everyone, as the server has it.
 */
export function ProfileAudienceSetting() {
  const session = useSession();
  const save = useSetProfileAudience();
  const id = useId();
  const noteId = useId();
  const membersOnly = session?.user.visibleTo === 'members';
  return (
    <>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          checked={membersOnly}
          aria-describedby={noteId}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked ? 'members' : 'everyone')}
        />
        <label htmlFor={id}>Only logged-in people may see my profile and posts</label>
      </div>
      <p id={noteId} className={styles.note}>
        Visitors who are not logged in are asked to log in instead of seeing your profile and posts,
        search engines are asked to leave them out, and your RSS feed is turned off.
      </p>
    </>
  );
}
