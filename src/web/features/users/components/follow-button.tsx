import type { UserSummary } from '../../../../contract';
import { Button } from '../../../components/button';
import { useFollow, useFollowPending } from '../api/use-follow';
import { useIsFollowing } from '../api/use-following';
import styles from './follow-button.module.css';
import { useSingleFlight } from '../../../lib/use-single-flight';

/** "Follow" or "Following" for one person; its name says whom, for lists of several. */
export function FollowButton({ user, className }: { user: UserSummary; className?: string }) {
  const following = useIsFollowing(user._id);
  const follow = useFollow(user);
  const pending = useFollowPending(user._id);
  const once = useSingleFlight();
  const label = following ? 'Following' : 'Follow';
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      // The visible word first (WCAG 2.5.3), then whom: a list has many of these buttons.
      aria-label={`${label} ${user.firstName} ${user.lastName}`}
      disabled={pending}
      aria-busy={pending || undefined}
      className={[styles.follow, className].filter(Boolean).join(' ')}
      onClick={() => once(() => follow.mutateAsync({ target: user, follow: !following }))}
    >
      {label}
    </Button>
  );
}
