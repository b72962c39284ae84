import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { userQuery } from './user-queries';

/**
 * Whether the logged-in user follows this person. Read from their own record, the cache the feed
 * reads too; the stored session stands in until it has loaded.
 */
export function useIsFollowing(userId: string): boolean {
  const session = useSession();
  const username = session?.user.username ?? '';
  const me = useQuery({ ...userQuery(username), enabled: username !== '' });
  const following = (me.data ?? session?.user)?.following ?? [];
  return following.some((person) => person._id === userId);
}
