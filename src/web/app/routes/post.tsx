import { useParams, useSearchParams } from 'react-router';
import { Conversation } from '@/web/features/conversation';
import { PostPage } from '@/web/features/posts';

/** /posts/:postId: one post and its replies; the address can be shared. */
export function Component() {
  const { postId = '' } = useParams();
  const [search] = useSearchParams();
  // Keyed: another post's page starts afresh (its form empty, its list from the top).
  return (
    <PostPage key={postId} postId={postId}>
      {(post) => (
        <Conversation
          postId={postId}
          postAuthor={post.username}
          linkedReplyId={search.get('reply')}
        />
      )}
    </PostPage>
  );
}
