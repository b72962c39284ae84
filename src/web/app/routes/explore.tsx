import { useQuery } from '@tanstack/react-query';
import { Page } from '../../components/layout/page';
import { postsQuery } from '../../features/posts/api/post-queries';
import { PostsFeed } from '../../features/posts/components/posts-feed';
import { useAuthors } from './use-authors';

/** /explore: every post on Murmur. */
export function Component() {
  const posts = useQuery(postsQuery());
  return (
    <Page title="Explore">
      <PostsFeed
        posts={posts}
        authors={useAuthors()}
        label="Explore"
        emptyMessage="No Posts yet to be shown"
      />
    </Page>
  );
}
