import { Page } from '../../components/layout/page';
import { PostsFeed } from '../../features/posts/components/posts-feed';

/** /bookmark: the posts the user bookmarked, most recently saved first. */
export function Component() {
  return (
    <Page title="BookMarks">
      <PostsFeed
        list={{ kind: 'bookmarked' }}
        label="BookMarks"
        emptyMessage="No BookMarked Posts by you"
      />
    </Page>
  );
}
