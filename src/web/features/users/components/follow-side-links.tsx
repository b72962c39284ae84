import { Link } from 'react-router';
import type { PublicUser } from '@/contract';
import { paths } from '@/web/config/paths';
import type { FollowSide } from '@/web/lib/shared-state';
import tabStrip from '@/web/components/tab-strip.module.css';
import styles from './follow-side-links.module.css';
import { formatCount } from '@/web/lib/format-count';

interface FollowSideLinksProps {
  username: string;
  side: FollowSide;
  user: PublicUser | undefined;
}

/** Followers and Following of one person, the one shown marked as the current page. */
export function FollowSideLinks({ username, side, user }: FollowSideLinksProps) {
  const sides = [
    {
      side: 'followers',
      one: 'Follower',
      many: 'Followers',
      count: user?.followerCount,
      href: paths.followers.href(username),
    },
    {
      side: 'following',
      one: 'Following',
      many: 'Following',
      count: user?.followingCount,
      href: paths.following.href(username),
    },
  ] as const;
  return (
    <nav aria-label="Follows" className={tabStrip.strip}>
      {sides.map((entry) => (
        <Link
          key={entry.side}
          to={entry.href}
          // Back from here should go to the profile, not through every switch of side.
          replace
          aria-current={entry.side === side ? 'page' : undefined}
          className={`${tabStrip.tab} ${styles.link}`}
        >
          {entry.count !== undefined && <strong>{formatCount(entry.count)}</strong>}{' '}
          {entry.count === 1 ? entry.one : entry.many}
        </Link>
      ))}
    </nav>
  );
}
