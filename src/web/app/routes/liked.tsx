import { useQuery } from '@tanstack/react-query';
import { Page } from '../../components/layout/page';
import { likedPostsQuery } from '../../features/posts/api/post-queries';
import { PostsFeed } from '../../features/posts/components/posts-feed';
import { useSession } from '../../lib/session';
import { useAuthors } from './use-authors';

/** /liked: the posts the user liked. */
export function Component() {
  const username = useSession()?.user.username ?? '';
  const posts = useQuery(likedPostsQuery(username));
  return (
    <Page title="Liked Posts">
      <PostsFeed
        posts={posts}
        authors={useAuthors()}
        label="Liked Posts"
        emptyMessage="No Liked Posts by you"
      />
    </Page>
  );
}
