import type { PublicUser } from '@/contract';
import { Button } from '@/web/components/button';
import { useFollow, useFollowPending } from '../api/use-follow';
import styles from './follow-button.module.css';
import { useToggleClick } from '@/web/lib/use-single-flight';

interface FollowButtonProps {
  /** The person as a cache holds them: the server says whether the logged-in user follows them. */
  user: PublicUser;
  className?: string;
}

/** "Follow" or "Following" for one person; its name says whom, for lists of several. */
export function FollowButton({ user, className }: FollowButtonProps) {
  const following = user.followedByViewer;
  const follow = useFollow(user);
  const pending = useFollowPending(user._id);
  const once = useToggleClick();
  const label = following ? 'Following' : 'Follow';
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      // The visible word first (WCAG 2.5.3), then whom: a list has many of these buttons.
      aria-label={`${label} ${user.firstName} ${user.lastName}`}
      // Not disabled while the change is sent: a disabled button drops the keyboard's focus to
      // the page. Clicks meanwhile are ignored instead.
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      className={[styles.follow, className].filter(Boolean).join(' ')}
      onClick={(event) => {
        if (pending) return;
        once(event, () => follow.mutateAsync({ follow: !following }));
      }}
    >
      {label}
    </Button>
  );
}
