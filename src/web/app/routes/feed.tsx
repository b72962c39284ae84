import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Page } from '../../components/layout/page';
import { postsQuery } from '../../features/posts/api/post-queries';
import { FeedTabs } from '../../features/posts/components/feed-tabs';
import { PostsFeed } from '../../features/posts/components/posts-feed';
import { feedTabStore, useFeedTab } from '../../features/posts/lib/feed-sort';
import { sortPosts } from '../../features/posts/lib/sort-posts';
import { userQuery } from '../../features/users/api/user-queries';
import { useSession } from '../../lib/session';
import { useAuthors } from './use-authors';

/**
 * /: the user's own posts and those of the people they follow (spec section 4). Whom they follow
 * comes from their profile's cache, which following and unfollowing update.
 */
export function Component() {
  const username = useSession()?.user.username ?? '';
  const posts = useQuery(postsQuery());
  const me = useQuery(userQuery(username));
  const tab = useFeedTab();

  const feed = useMemo(() => {
    if (!posts.data || !me.data) return undefined;
    const authors = new Set([username, ...me.data.following.map((user) => user.username)]);
    return sortPosts(
      posts.data.filter((post) => authors.has(post.username)),
      tab,
    );
  }, [posts.data, me.data, username, tab]);

  return (
    <Page title="User Feed">
      <FeedTabs selected={tab} onSelect={feedTabStore.set}>
        <PostsFeed
          posts={{
            data: feed,
            error: posts.error ?? me.error,
            isPending: posts.isPending || me.isPending,
          }}
          authors={useAuthors()}
          label={`${tab} posts`}
          emptyMessage="No Posts yet to be shown"
        />
      </FeedTabs>
    </Page>
  );
}
