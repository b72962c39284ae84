import type { PublicUser } from '@/contract';
import { safetyMessages } from '@/contract/client-messages';
import { Button } from '@/web/components/button';
import { useSafetyAction } from '../api/use-safety-action';
import styles from './blocked-notice.module.css';

/**
 * What a profile shows instead of posts across a block: "You blocked @name" with Unblock, or,
 * when they blocked the viewer, that there is nothing to see.
 */
export function BlockedNotice({ user }: { user: PublicUser }) {
  const action = useSafetyAction(user);
  if (!user.blockedByViewer)
    return <p className={styles.notice}>@{user.username}&apos;s posts are not available to you.</p>;
  return (
    <div className={styles.notice}>
      <p>{safetyMessages.blocked(user.username)}</p>
      <Button
        variant="secondary"
        disabled={action.isPending}
        onClick={() => action.mutate({ kind: 'unblock' })}
      >
        Unblock
      </Button>
    </div>
  );
}
