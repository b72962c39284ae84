import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { usersQuery } from '../api/user-queries';
import { matchUsers } from '../match-users';
import { FollowButton } from './follow-button';
import styles from './who-to-follow.module.css';

interface WhoToFollowProps {
  search: string;
  /** How many to show at most (the sidebar); the rest are a link to /users away. */
  limit?: number;
  /** Each person's bio under their name, where there is room (/users). */
  showBio?: boolean;
}

/** Everyone but the logged-in user, filtered by the search box, each with a Follow button. */
export function WhoToFollow({ search, limit, showBio = false }: WhoToFollowProps) {
  const session = useSession();
  const users = useQuery(usersQuery());
  if (users.isPending)
    return (
      <p role="status" className={styles.note}>
        Loading people…
      </p>
    );
  if (users.error)
    return (
      <p role="alert" className={styles.note}>
        Could not load people: {users.error.message}
      </p>
    );
  const matches = matchUsers(users.data, search, session?.user.username ?? '');
  const shown = limit === undefined ? matches : matches.slice(0, limit);
  return (
    <>
      {/* Announces how the list changed as the search is typed. */}
      <p role="status" className={shown.length ? 'visually-hidden' : styles.note}>
        {matches.length
          ? `${matches.length} ${matches.length === 1 ? 'person' : 'people'}`
          : search.trim()
            ? `No one matches “${search.trim()}”`
            : 'No one else is here yet'}
      </p>
      {shown.length > 0 && (
        <ul className={styles.list} aria-label="People">
          {shown.map((user) => (
            <li key={user._id} className={styles.person}>
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
              <FollowButton user={user} />
            </li>
          ))}
        </ul>
      )}
      {shown.length < matches.length && (
        <Link to={paths.users.href()} className={styles.more}>
          Show all {matches.length} people
        </Link>
      )}
    </>
  );
}
