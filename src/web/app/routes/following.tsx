import { useParams } from 'react-router';
import { FollowListPage } from '@/web/features/users';

/** /posts/user/:username/following, opened from the count on the profile. */
export function Component() {
  const { username = '' } = useParams();
  return <FollowListPage side="following" username={username} />;
}
