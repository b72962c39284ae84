import { useParams } from 'react-router';
import { FollowListPage } from '../../features/users/components/follow-list-page';

/** /posts/user/:username/following, opened from the count on the profile. */
export function Component() {
  const { username = '' } = useParams();
  return <FollowListPage side="following" username={username} />;
}
