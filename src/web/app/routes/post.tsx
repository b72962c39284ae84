import { useParams } from 'react-router';
import { Conversation } from '@/web/features/posts';

/** /posts/:postId: one post and its replies; the address can be shared. */
export function Component() {
  const { postId = '' } = useParams();
  // Keyed: another post's page starts afresh (its form empty, its list from the top).
  return <Conversation key={postId} postId={postId} />;
}
