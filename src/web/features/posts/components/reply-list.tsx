import type { Comment } from '@/contract';
import { WindowedFeed, type FeedPaging } from '@/web/components/windowed-feed';
import { ReplyCard } from './reply-card';

interface ReplyListProps extends FeedPaging {
  comments: Comment[];
  me: string;
  postIsMine: boolean;
}

/** A post's replies as a windowed WAI-ARIA feed, like the post lists (see WindowedFeed). */
export function ReplyList({ comments, me, postIsMine, ...paging }: ReplyListProps) {
  return (
    <WindowedFeed
      items={comments}
      label="Replies"
      {...paging}
      estimatedHeight={130}
      overscan={4}
      renderItem={(comment, slot) => (
        <ReplyCard comment={comment} me={me} postIsMine={postIsMine} {...slot} />
      )}
    />
  );
}
