import { useQuery } from '@tanstack/react-query';
import { Page } from '../../components/layout/page';
import { postsQuery } from '../../features/posts/api/post-queries';
import { PostsFeed } from '../../features/posts/components/posts-feed';
import { useAuthors } from './use-authors';

/** /: every post, newest first, until the feed of followed people arrives. */
export function Component() {
  const posts = useQuery(postsQuery());
  return (
    <Page title="User Feed">
      <PostsFeed
        posts={posts}
        authors={useAuthors()}
        label="Latest posts"
        emptyMessage="No Posts yet to be shown"
      />
    </Page>
  );
}
