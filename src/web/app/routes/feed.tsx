import { Page } from '../../components/layout/page';
import { FeedTabs } from '../../features/posts/components/feed-tabs';
import { PostsFeed } from '../../features/posts/components/posts-feed';
import { feedTabStore, useFeedTab } from '../../features/posts/lib/feed-sort';

/** /: the user's own posts and those of the people they follow (spec section 4), paged. */
export function Component() {
  const tab = useFeedTab();
  return (
    <Page title="User Feed">
      <FeedTabs selected={tab} onSelect={feedTabStore.set}>
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
