import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Page } from '../../components/layout/page';
import { userPostsQuery } from '../../features/posts/api/post-queries';
import { PostsFeed } from '../../features/posts/components/posts-feed';
import { useAuthors } from './use-authors';

/** /posts/user/:username: a person's posts; their profile card comes with its own issue. */
export function Component() {
  const { username = '' } = useParams();
  const posts = useQuery(userPostsQuery(username));
  return (
    <Page title={`@${username}`}>
      <PostsFeed
        posts={posts}
        authors={useAuthors()}
        label={`Posts by @${username}`}
        emptyMessage="No Posts yet to be shown"
      />
    </Page>
  );
}
