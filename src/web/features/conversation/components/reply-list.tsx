import { useMemo, useRef } from 'react';
import type { Reply } from '@/contract';
import { WindowedFeed, type FeedPaging } from '@/web/components/windowed-feed';
import { ReplyCard } from './reply-card';
import { useFocusAfterRemoval } from '@/web/components/use-focus-after-removal';

interface ReplyListProps extends FeedPaging {
  replies: Reply[];
  me: string;
  postIsMine: boolean;
}

/**
 * A post's replies as a windowed WAI-ARIA feed, like the post lists (see WindowedFeed). When the
 * reply holding the focus is deleted, the focus goes to the one that took its place.
 */
export function ReplyList({ replies, me, postIsMine, ...paging }: ReplyListProps) {
  const feed = useRef<HTMLDivElement>(null);
  const ids = useMemo(() => replies.map((reply) => reply._id), [replies]);
  useFocusAfterRemoval(feed, ids);
  return (
    <WindowedFeed
      items={replies}
      label="Replies"
      {...paging}
      feedRef={feed}
      focusable
      estimatedHeight={130}
      overscan={4}
      renderItem={(reply, slot) => (
        <ReplyCard reply={reply} me={me} postIsMine={postIsMine} {...slot} />
      )}
    />
  );
}
