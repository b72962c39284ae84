import { Link } from 'react-router';
import { emptyListMessages } from '@/contract/page-messages';
import { paths } from '@/web/config/paths';
import { Page } from '@/web/components/layout/page';
import { NewPostsPill, useNewPosts, useShowNewPosts } from '@/web/features/live';
import { feedSortOf, FeedTabs, feedTabStore, PostsFeed, useFeedTab } from '@/web/features/posts';
import { focusWhenShown } from '@/web/components/feed-keys';
import { notifyError } from '@/web/lib/notify';

const labelOf = (tab: string) => `${tab} posts`;
const latestLabel = labelOf('Latest');

/**
 * /: the user's own posts and those of the people they follow, paged (docs/product.md). Posts
 * that people followed write meanwhile are counted on a pill; pressing it shows them on top.
 */
export function Component() {
  const tab = useFeedTab();
  const newPosts = useNewPosts();
  const showNewPosts = useShowNewPosts();

  const onShow = async () => {
    try {
      // Only what the page read held is forgotten: posts heard of meanwhile keep the pill.
      newPosts.forgetShown((await showNewPosts()).map((post) => post._id));
    } catch (error) {
      notifyError(error); // the pill stays, to be pressed again
      return;
    }
    feedTabStore.set('Latest');
    window.scrollTo({ top: 0 });
    // Keyboard and screen reader users land on the newest post, as the eye does. The Latest
    // list mounts by the next frame when the tab just changed; then the focus retries until the
    // virtualised window has rendered its first card.
    requestAnimationFrame(() =>
      focusWhenShown(
        document.querySelector<HTMLElement>(`[role="feed"][aria-label="${latestLabel}"]`),
        0,
      ),
    );
  };

  return (
    <Page title="User Feed">
      <FeedTabs selected={tab} onSelect={feedTabStore.set}>
        <NewPostsPill count={newPosts.count} onShow={() => void onShow()} />
        <PostsFeed
          // A list of its own per tab, so that each keeps its pages and place.
          key={tab}
          list={{ kind: 'feed', sort: feedSortOf(tab) }}
          label={labelOf(tab)}
          emptyMessage={emptyListMessages.posts}
          // A new account follows no one: its feed fills as it follows people.
          emptyAction={<Link to={paths.users.href()}>Find people to follow</Link>}
        />
      </FeedTabs>
    </Page>
  );
}
