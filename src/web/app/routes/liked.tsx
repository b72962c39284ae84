import { useQuery } from '@tanstack/react-query';
import { Page } from '../../components/layout/page';
import { likedPostsQuery } from '../../features/posts/api/post-queries';
import { PostsFeed } from '../../features/posts/components/posts-feed';
import { useAuthors } from './use-authors';

/** /liked: the posts the user liked. */
export function Component() {
  const posts = useQuery(likedPostsQuery());
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
