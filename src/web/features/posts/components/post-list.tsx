import type { VirtualItem } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { WindowedFeed, type FeedPaging } from '@/web/components/windowed-feed';
import type { Post } from '@/contract';
import { useSession } from '@/web/lib/session';
import { userSummary } from '@/web/lib/user-summary';
import { leadPictureOf } from '../lib/lead-picture';
import { keepMeasurements, measurementsOf } from './list-measurements';
import { PostCard } from './post-card';
import { useFocusAfterRemoval } from '@/web/components/use-focus-after-removal';

interface PostListProps extends FeedPaging {
  posts: Post[];
  label: string;
  /** Names the list across visits, so that Back finds the cards measured as they were. */
  listKey: string;
}

/** A card's height before it is measured: a post of two lines with its actions. */
const estimatedHeight = 220;

/**
 * Posts as a windowed WAI-ARIA feed (see WindowedFeed). When the post holding the focus leaves
 * the list, the focus goes to the one that took its place, or to the feed itself.
 */
export function PostList({ posts, label, listKey, ...paging }: PostListProps) {
  const feed = useRef<HTMLDivElement>(null);
  const me = useSession()?.user;
  // One summary for all the reader's own posts, so that their cards need not render again.
  const mine = useMemo(() => me && userSummary(me), [me]);
  const ids = useMemo(() => posts.map((post) => post._id), [posts]);
  useFocusAfterRemoval(feed, ids);
  const leadPicture = useMemo(() => leadPictureOf(posts), [posts]);
  const measurements = useMemo(
    () => ({
      initial: measurementsOf(listKey),
      keep: (items: VirtualItem[]) => keepMeasurements(listKey, items),
    }),
    [listKey],
  );

  return (
    <WindowedFeed
      items={posts}
      label={label}
      {...paging}
      estimatedHeight={estimatedHeight}
      overscan={4}
      feedRef={feed}
      focusable
      measurements={measurements}
      renderItem={(post, slot) => (
        <PostCard
          post={post}
          author={mine && post.username === mine.username ? mine : post.author}
          eagerPictures={post._id === leadPicture ? 1 : 0}
          {...slot}
        />
      )}
    />
  );
}
