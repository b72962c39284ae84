import { Bookmark, Heart, MessageCircle, Quote, Repeat2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Post } from '@/contract';
import { paths } from '@/web/config/paths';
import { useToggleBookmark, useToggleLike } from '../api/reaction-mutations';
import { useToggleRepost } from '../api/repost-mutations';
import actions from '@/web/components/card-action.module.css';
import styles from './post-actions.module.css';
import { useToggleClick } from '@/web/lib/use-single-flight';
import { formatCount } from '@/web/lib/format-count';

interface PostActionsProps {
  post: Post;
  /** On the post's own page, where the replies are already below. */
  standalone: boolean;
  /** Opens the composer with this post quoted; absent where quotes are off for the viewer. */
  onQuote?: () => void;
}

/**
 * Like and repost with their counts and bookmark, each a toggle button; quote, which opens the
 * composer; and the replies' count, which leads to the post's page (on that page only a count).
 */
export function PostActions({ post, standalone, onQuote }: PostActionsProps) {
  const like = useToggleLike();
  const repost = useToggleRepost();
  const repostOnce = useToggleClick();
  const reposted = post.repostedByViewer;
  const bookmark = useToggleBookmark();
  const likeOnce = useToggleClick();
  const bookmarkOnce = useToggleClick();
  // The server says what the logged-in user did, as the lists carry their token.
  const liked = post.likedByViewer;
  const bookmarked = post.bookmarkedByViewer;
  const likeCount = post.likes.likeCount;
  // A list holds only the newest replies; the count is of them all.
  const replyCount = post.commentCount;

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={`${actions.action} ${styles.like}`}
        aria-pressed={liked}
        // The count is in the name, as it is on screen (WCAG 2.5.3); pressed says whether it is mine.
        aria-label={`Like (${formatCount(likeCount)} ${likeCount === 1 ? 'like' : 'likes'})`}
        title={liked ? 'Unlike' : 'Like'}
        // One change at a time: a second click before the answer would race the first.
        onClick={(event) => likeOnce(event, () => like.mutateAsync({ post, liked }))}
      >
        <Heart aria-hidden size={18} fill={liked ? 'currentColor' : 'none'} />
        <span className={actions.count}>{formatCount(likeCount)}</span>
      </button>
      {standalone ? (
        <span className={`${actions.action} ${styles.static}`}>
          <MessageCircle aria-hidden size={18} />
          <span className={actions.count}>{formatCount(replyCount)}</span>
          <span className="visually-hidden">{replyCount === 1 ? ' reply' : ' replies'}</span>
        </span>
      ) : (
        <Link
          to={paths.post.href(post._id)}
          className={actions.action}
          aria-label={`Replies (${replyCount})`}
          title="Replies"
        >
          <MessageCircle aria-hidden size={18} />
          <span className={actions.count}>{replyCount}</span>
        </Link>
      )}
      <button
        type="button"
        className={`${actions.action} ${styles.repost}`}
        aria-pressed={reposted}
        aria-label={`Repost (${formatCount(post.repostCount)} ${post.repostCount === 1 ? 'repost' : 'reposts'})`}
        title={reposted ? 'Undo repost' : 'Repost'}
        onClick={(event) => repostOnce(event, () => repost.mutateAsync({ post, reposted }))}
      >
        <Repeat2 aria-hidden size={18} />
        <span className={actions.count}>{formatCount(post.repostCount)}</span>
      </button>
      <button
        type="button"
        className={actions.action}
        aria-label={`Quote (${formatCount(post.quoteCount)} ${post.quoteCount === 1 ? 'quote' : 'quotes'})`}
        title={onQuote ? 'Quote' : 'Its author turned quotes off'}
        disabled={!onQuote}
        onClick={onQuote}
      >
        <Quote aria-hidden size={18} />
        <span className={actions.count}>{formatCount(post.quoteCount)}</span>
      </button>
      <button
        type="button"
        className={`${actions.action} ${styles.bookmark}`}
        aria-pressed={bookmarked}
        aria-label="Bookmark"
        title={bookmarked ? 'Remove bookmark' : 'Bookmark'}
        onClick={(event) =>
          bookmarkOnce(event, () => bookmark.mutateAsync({ postId: post._id, bookmarked }))
        }
      >
        <Bookmark aria-hidden size={18} fill={bookmarked ? 'currentColor' : 'none'} />
      </button>
    </div>
  );
}
