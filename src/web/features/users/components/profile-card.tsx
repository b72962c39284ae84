import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '@/contract';
import { Avatar } from '@/web/components/avatar';
import { Button } from '@/web/components/button';
import { isHttpUrl } from '@/contract/http-url';
import { paths } from '@/web/config/paths';
import { EditProfileDialog } from './edit-profile-dialog';
import { FollowButton } from './follow-button';
import styles from './profile-card.module.css';
import { formatCount } from '@/web/lib/format-count';
import { reportRequests } from '@/web/lib/shared-state';

interface ProfileCardProps {
  user: PublicUser;
  /** The logged-in user's own profile: Edit instead of Follow. */
  own: boolean;
}

/** Who someone is: picture, names, bio, website and counts, with Edit or Follow. */
export function ProfileCard({ user, own }: ProfileCardProps) {
  const [editing, setEditing] = useState(false);
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <section className={styles.card} aria-label={`Profile of ${name}`}>
      <div className={styles.top}>
        <Avatar url={user.avatarUrl} alt={`${name}'s avatar`} size={100} />
        {own ? (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() =>
                reportRequests.ask({
                  targetType: 'user',
                  targetId: user._id,
                  username: user.username,
                })
              }
            >
              Report
            </Button>
            <FollowButton user={user} className={styles.follow} />
          </div>
        )}
      </div>
      <div>
        <h2 className={styles.name}>{name}</h2>
        <p className={styles.username}>@{user.username}</p>
      </div>
      {user.bio && <p className={styles.bio}>{user.bio}</p>}
      <p className={styles.website}>
        <Link2 aria-hidden size={18} />
        {isHttpUrl(user.website) ? (
          <a href={user.website} target="_blank" rel="noopener noreferrer">
            {user.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className={styles.noLink}>No Link Provided</span>
        )}
      </p>
      <ul className={styles.counts} aria-label="Counts">
        {/* The server's counts: the lists it sends stop at a cap. */}
        <Count value={user.postCount} one="Post" many="Posts" />
        <Count
          value={user.followerCount}
          one="Follower"
          many="Followers"
          to={paths.followers.href(user.username)}
        />
        <Count
          value={user.followingCount}
          one="Following"
          many="Following"
          to={paths.following.href(user.username)}
        />
      </ul>
      {editing && <EditProfileDialog user={user} onClose={() => setEditing(false)} />}
    </section>
  );
}

interface CountProps {
  value: number;
  one: string;
  many: string;
  /** The list the count stands for, when it has a page of its own. */
  to?: string;
}

function Count({ value, one, many, to }: CountProps) {
  const text = (
    <>
      <strong>{formatCount(value)}</strong>{' '}
      <span className={styles.countLabel}>{value === 1 ? one : many}</span>
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={styles.countLink}>
          {text}
        </Link>
      ) : (
        text
      )}
    </li>
  );
}
