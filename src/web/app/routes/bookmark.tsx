import { useQuery } from '@tanstack/react-query';
import { Page } from '../../components/layout/page';
import { bookmarksQuery, postsQuery } from '../../features/posts/api/post-queries';
import { PostsFeed } from '../../features/posts/components/posts-feed';
import { useAuthors } from './use-authors';

/** /bookmark: the posts the user bookmarked, most recently saved first. */
export function Component() {
  const bookmarks = useQuery(bookmarksQuery());
  const posts = useQuery(postsQuery());
  const byId = new Map((posts.data ?? []).map((post) => [post._id, post]));
  // The ids come newest bookmark first, the order the page shows.
  const saved = bookmarks.data?.flatMap((id) => byId.get(id) ?? []);
  return (
    <Page title="BookMarks">
      <PostsFeed
        posts={{
          data: posts.data && saved,
          error: bookmarks.error ?? posts.error,
          isPending: bookmarks.isPending || posts.isPending,
        }}
        authors={useAuthors()}
        label="BookMarks"
        emptyMessage="No BookMarked Posts by you"
      />
    </Page>
  );
}
