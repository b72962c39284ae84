import { Link } from 'react-router';
import type { PublicUser } from '@/contract';
import { Avatar } from '@/web/components/avatar';
import { paths } from '@/web/config/paths';
import { FollowButton } from './follow-button';
import styles from './person-row.module.css';

interface PersonRowProps {
  user: PublicUser;
  /** Their bio under the name, where there is room (/users, followers). */
  showBio?: boolean;
  /** The viewer themself: no Follow button, as one cannot follow oneself. */
  isViewer?: boolean;
}

/** One person in a list: picture, name and @username linking to the profile, and Follow. */
export function PersonRow({ user, showBio = false, isViewer = false }: PersonRowProps) {
  return (
    <div className={styles.person}>
      <Avatar url={user.avatarUrl} alt="" size={44} />
      <div className={styles.about}>
        <Link to={paths.profile.href(user.username)} className={styles.names}>
          <span className={styles.name}>
            {user.firstName} {user.lastName}
          </span>{' '}
          <span className={styles.username}>@{user.username}</span>
        </Link>
        {showBio && user.bio && <p className={styles.bio}>{user.bio}</p>}
      </div>
      {!isViewer && <FollowButton user={user} />}
    </div>
  );
}
