import { Page } from '@/web/components/layout/page';
import { PostsFeed } from '@/web/features/posts';

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
