import { memo, useState, type Ref } from 'react';
import { Link } from 'react-router';
import type { Post, UserSummary } from '../../../../contract';
import { Avatar } from '../../../components/avatar';
import { paths } from '../../../config/paths';
import { formatFullDate, formatPostDate } from '../../../lib/format-date';
import { useSession } from '../../../lib/session';
import { ComposerModal } from './composer-modal';
import { DeletePostDialog } from './delete-post-dialog';
import { PostActions } from './post-actions';
import { PostComments } from './post-comments';
import { PostMedia } from './post-media';
import { PostMenu } from './post-menu';
import { PostText } from './post-text';
import styles from './post-card.module.css';

interface PostCardProps {
  post: Post;
  author: UserSummary;
  /** Position in the feed, for the WAI-ARIA feed pattern. */
  position: number;
  /** The list's length, or -1 while more pages may follow. */
  setSize: number;
  /** Where a windowed list places the card (px from the list's top), and how it measures it. */
  offsetY?: number;
  measureRef?: Ref<HTMLElement>;
  /** Whether its comments show: the list keeps it, as the card may leave the page and return. */
  commentsOpen: boolean;
  onToggleComments: (postId: string) => void;
}

/**
 * One post, with everything a reader can do to it; works in any list of posts. Memoised: a like
 * changes one post object, and only its card renders again, so the feedback is immediate.
 */
export const PostCard = memo(function PostCard({
  post,
  author,
  position,
  setSize,
  offsetY,
  measureRef,
  commentsOpen,
  onToggleComments,
}: PostCardProps) {
  const me = useSession()?.user.username ?? '';
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const name = `${author.firstName} ${author.lastName}`;
  const headingId = `post-${post._id}-author`;
  const commentsId = `post-${post._id}-comments`;
  const profile = paths.profile.href(post.username);
  const close = () => setDialog(null);

  return (
    <article
      ref={measureRef}
      style={offsetY === undefined ? undefined : { transform: `translateY(${offsetY}px)` }}
      data-index={position - 1}
      className={styles.card}
      aria-labelledby={headingId}
      aria-posinset={position}
      aria-setsize={setSize}
      data-post-id={post._id}
      // Focusable from script only: focus moves here when the post before it is removed.
      tabIndex={-1}
    >
      {/* The name beside it is the same link, for keyboards and screen readers. */}
      <Link to={profile} tabIndex={-1} aria-hidden className={styles.avatarLink}>
        <Avatar url={author.avatarUrl} alt="" />
      </Link>
      <div className={styles.body}>
        <header className={styles.header}>
          <Link to={profile} className={styles.author}>
            <h2 id={headingId} className={styles.name}>
              {name}
            </h2>
            <span className={`${styles.meta} ${styles.handle}`}>@{post.username}</span>
          </Link>
          <span className={`${styles.meta} ${styles.dot}`} aria-hidden>
            ·
          </span>
          <time
            className={`${styles.meta} ${styles.date}`}
            dateTime={post.createdAt}
            title={formatFullDate(post.createdAt)}
          >
            {formatPostDate(post.createdAt)}
          </time>
          {post.username === me && (
            <PostMenu onEdit={() => setDialog('edit')} onDelete={() => setDialog('delete')} />
          )}
        </header>
        {post.content && <PostText content={post.content} className={styles.content} />}
        {post.mediaURL && (
          <PostMedia url={post.mediaURL} alt={`Attached by ${name}`} className={styles.media} />
        )}
        <PostActions
          post={post}
          commentsId={commentsId}
          commentsOpen={commentsOpen}
          onToggleComments={() => onToggleComments(post._id)}
        />
        {commentsOpen && (
          <PostComments id={commentsId} comments={post.comments} total={post.commentCount} />
        )}
      </div>
      <ComposerModal open={dialog === 'edit'} onClose={close} post={post} />
      {dialog === 'delete' && <DeletePostDialog postId={post._id} onClose={close} />}
    </article>
  );
});
