import { emptyListMessages } from '@/contract/page-messages';
import { PostListPage } from '@/web/features/posts';

/** /liked: the posts the user liked, the newest like first. */
export function Component() {
  return (
    <PostListPage
      title="Liked Posts"
      list={{ kind: 'liked' }}
      emptyMessage={emptyListMessages.liked}
    />
  );
}
