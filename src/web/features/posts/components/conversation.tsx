import { clientMessages } from '@/contract/client-messages';
import { emptyListMessages, errorScreenMessages } from '@/contract/page-messages';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/button';
import { Page, PageMessage } from '@/web/components/layout/page';
import { PagedFeed } from '@/web/components/paged-feed';
import { useFocusOnArrival } from '@/web/components/use-focus-on-arrival';
import { paths } from '@/web/config/paths';
import { ApiClientError } from '@/web/lib/api-client';
import { useSession } from '@/web/lib/session';
import { userSummary } from '@/web/lib/user-summary';
import { postQuery } from '../api/post-queries';
import { useLinkedReply } from '../api/linked-reply';
import { repliesOf } from '../api/reply-cache';
import { useAddReply } from '../api/reply-mutations';
import { pinnedRepliesQuery, replyPagesQuery } from '../api/reply-queries';
import { PostCard } from './post-card';
import { PostSkeletons } from './post-skeletons';
import { ReplyComposer } from './reply-composer';
import { ReplyList } from './reply-list';
import styles from './conversation.module.css';

/**
 * A post's own page, /posts/{postId}: the post, a form to reply, then its replies, oldest first,
 * page after page. A post deleted (here or elsewhere) or never there shows as not found. A link
 * to one reply (`?reply=`) shows that reply first, with the focus on it.
 */
export function Conversation({
  postId,
  linkedReplyId = null,
}: {
  postId: string;
  linkedReplyId?: string | null;
}) {
  const post = useQuery(postQuery(postId));
  const me = useSession()?.user;
  const author = useMemo(
    () => (post.data && me?.username === post.data.username ? userSummary(me) : post.data?.author),
    [post.data, me],
  );

  if (post.error instanceof ApiClientError && post.error.status === 404)
    return (
      <Page title={errorScreenMessages.postNotFoundTitle}>
        <div className={styles.problem}>
          <p className={styles.problemTitle}>{errorScreenMessages.postNotHere}</p>
          <p>{errorScreenMessages.postNotHereDetail}</p>
          <Link to={paths.explore.href()}>Explore other posts</Link>
        </div>
      </Page>
    );
  if (post.isPending)
    return (
      <Page title="Post">
        <PostSkeletons count={1} />
      </Page>
    );
  if (post.isError && !post.data)
    return (
      <Page title="Post">
        <div className={styles.problem} role="alert">
          <p>Could not load this post: {post.error.message}</p>
          <Button variant="secondary" onClick={() => void post.refetch()}>
            Retry
          </Button>
        </div>
      </Page>
    );
  return (
    <Page title="Post">
      <PostCard
        post={post.data}
        author={author ?? post.data.author}
        position={1}
        setSize={1}
        standalone
      />
      <section aria-labelledby="replies-heading" className={styles.replies}>
        <h2 id="replies-heading" className="visually-hidden">
          Replies
        </h2>
        {me && <NewReply postId={postId} />}
        <Replies
          postId={postId}
          linkedReplyId={linkedReplyId}
          me={me?.username ?? ''}
          postIsMine={me?.username === post.data.username}
        />
      </section>
    </Page>
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
        problemClassName={styles.problem}
      >
        {(paging) => <ReplyList replies={replies} me={me} postIsMine={postIsMine} {...paging} />}
      </PagedFeed>
    </div>
  );
}
