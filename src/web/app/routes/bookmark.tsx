import { emptyListMessages } from '@/contract/page-messages';
import { PostListPage } from '@/web/features/posts';

/** /bookmark: the posts the user bookmarked, most recently saved first. */
export function Component() {
  return (
    <PostListPage
      title="BookMarks"
      list={{ kind: 'bookmarked' }}
      emptyMessage={emptyListMessages.bookmarked}
    />
  );
}
