import { Page } from '../../components/layout/page';
import { useShowNewPosts } from '../../features/posts/api/show-new-posts';
import { FeedTabs } from '../../features/posts/components/feed-tabs';
import { PostsFeed } from '../../features/posts/components/posts-feed';
import { feedTabStore, useFeedTab } from '../../features/posts/lib/feed-sort';
import { NewPostsPill, useNewPosts } from '../../features/posts/live';
import { notifyError } from '../../lib/notify';

/**
 * /: the user's own posts and those of the people they follow (spec section 4), paged. Posts
 * that people followed write meanwhile are counted on a pill; pressing it shows them on top.
 */
export function Component() {
  const tab = useFeedTab();
  const newPosts = useNewPosts();
  const showNewPosts = useShowNewPosts();

  const onShow = async () => {
    try {
      await showNewPosts();
    } catch (error) {
      notifyError(error); // the pill stays, to be pressed again
      return;
    }
    newPosts.clear();
    feedTabStore.set('Latest');
    window.scrollTo({ top: 0 });
    // Keyboard and screen reader users land on the newest post, as the eye does.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('[role="feed"] article[data-index="0"]')?.focus(),
    );
  };

  return (
    <Page title="User Feed">
      <FeedTabs selected={tab} onSelect={feedTabStore.set}>
        <NewPostsPill count={newPosts.count} onShow={() => void onShow()} />
        <PostsFeed
          // A list of its own per tab, so that each keeps its pages and place.
          key={tab}
          list={{ kind: 'feed', sort: tab === 'Latest' ? 'latest' : 'trending' }}
          label={`${tab} posts`}
          emptyMessage="No Posts yet to be shown"
        />
      </FeedTabs>
    </Page>
  );
}
