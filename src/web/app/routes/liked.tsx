import { Page } from '@/web/components/layout/page';
import { PostsFeed } from '@/web/features/posts';

/** /liked: the posts the user liked, the newest like first. */
export function Component() {
  return (
    <Page title="Liked Posts">
      <PostsFeed
        list={{ kind: 'liked' }}
        label="Liked Posts"
        emptyMessage="No Liked Posts by you"
      />
    </Page>
  );
}
