import { clientMessages } from '@/contract/client-messages';
import { emptyListMessages } from '@/contract/page-messages';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { PageMessage } from '@/web/components/layout/page';
import { PagedFeed } from '@/web/components/paged-feed';
import { useFocusOnArrival } from '@/web/components/use-focus-on-arrival';
import { useSession } from '@/web/lib/session';
import { useLinkedReply } from '../api/linked-reply';
import { repliesOf } from '../api/reply-cache';
import { useAddReply } from '../api/reply-mutations';
import { pinnedRepliesQuery, replyPagesQuery } from '../api/reply-queries';
import { ReplyComposer } from './reply-composer';
import { ReplyList } from './reply-list';
import problem from '@/web/components/problem.module.css';
import styles from './conversation.module.css';

/**
 * A post's replies, under the post on its own page (the route puts them there): a form to reply,
 * then the replies, oldest first, page after page. A link to one reply (`?reply=`) shows that
 * reply first, with the focus on it. The post's author may delete any reply under it.
 */
export function Conversation({
  postId,
  postAuthor,
  linkedReplyId = null,
}: {
  postId: string;
  /** The post's author's username. */
  postAuthor: string;
  linkedReplyId?: string | null;
}) {
  const me = useSession()?.user;
  return (
    <section aria-labelledby="replies-heading" className={styles.replies}>
      <h2 id="replies-heading" className="visually-hidden">
        Replies
      </h2>
      {me && <NewReply postId={postId} />}
      <Replies
        postId={postId}
        linkedReplyId={linkedReplyId}
        me={me?.username ?? ''}
        postIsMine={me?.username === postAuthor}
      />
    </section>
  );
}

function NewReply({ postId }: { postId: string }) {
  const add = useAddReply(postId);
  return (
    <div className={styles.composer}>
      <ReplyComposer
        label="Reply text"
        submitLabel="Reply"
        pending={add.isPending}
        onSubmit={(text) => add.mutateAsync(text)}
      />
    </div>
  );
}

interface RepliesProps {
  postId: string;
  linkedReplyId: string | null;
  me: string;
  postIsMine: boolean;
}

function Replies({ postId, linkedReplyId, me, postIsMine }: RepliesProps) {
  const query = useInfiniteQuery(replyPagesQuery(postId));
  const { data: pinned } = useQuery(pinnedRepliesQuery(postId));
  const linked = useLinkedReply(postId, linkedReplyId);
  const replies = useMemo(() => repliesOf(pinned, query.data), [pinned, query.data]);
  // The linked reply takes the focus once it is pinned first, where it stays (a card React
  // moves in the page loses the focus), and its card is in the page.
  const scope = useRef<HTMLDivElement>(null);
  const linkedIsPinned = pinned.some((reply) => reply._id === linkedReplyId);
  useFocusOnArrival(scope, linkedIsPinned ? linkedReplyId : null);
  return (
    <div ref={scope}>
      {linked.isError && <PageMessage role="status">{clientMessages.linkedReplyGone}</PageMessage>}
      <PagedFeed
        query={query}
        count={replies.length}
        loading={<PageMessage role="status">Loading replies…</PageMessage>}
        loadingMore={<PageMessage role="status">Loading more replies…</PageMessage>}
        failed="Could not load the replies"
        failedMore="Could not load more replies"
        empty={emptyListMessages.replies}
        end="No more replies"
        problemClassName={problem.problem}
      >
        {(paging) => <ReplyList replies={replies} me={me} postIsMine={postIsMine} {...paging} />}
      </PagedFeed>
    </div>
  );
}
