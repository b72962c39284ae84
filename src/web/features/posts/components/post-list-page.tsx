import { Page } from '@/web/components/layout/page';
import type { PostList } from '@/web/lib/shared-state';
import { PostsFeed } from './posts-feed';

/** A page that is one list of the viewer's posts under its title (Liked Posts, BookMarks). */
export function PostListPage(props: { title: string; list: PostList; emptyMessage: string }) {
  return (
    <Page title={props.title}>
      <PostsFeed list={props.list} label={props.title} emptyMessage={props.emptyMessage} />
    </Page>
  );
}
