import { useParams } from 'react-router';
import { FollowListPage } from '@/web/features/users';

/** /posts/user/:username/followers, opened from the count on the profile. */
export function Component() {
  const { username = '' } = useParams();
  return <FollowListPage side="followers" username={username} />;
}
