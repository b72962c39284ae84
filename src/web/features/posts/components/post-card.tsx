import { Heart, MessageCircle } from 'lucide-react';
import type { Post, UserSummary } from '../../../../contract';
import { mediaKind } from '../../../../contract/media';
import { Avatar } from '../../../components/avatar';
import { formatFullDate, formatPostDate } from '../../../lib/format-date';
import styles from './post-card.module.css';

interface PostCardProps {
  post: Post;
  author: UserSummary | undefined;
  /** Position in the feed, for the WAI-ARIA feed pattern. */
  position: number;
  setSize: number;
}

export function PostCard({ post, author, position, setSize }: PostCardProps) {
  const name = author ? `${author.firstName} ${author.lastName}` : post.username;
  const headingId = `post-${post._id}-author`;
  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      aria-posinset={position}
      aria-setsize={setSize}
    >
      <Avatar url={author?.avatarUrl} alt="" />
      <div className={styles.body}>
        <header className={styles.header}>
          <h2 id={headingId} className={styles.name}>
            {name}
          </h2>
          <span className={styles.meta}>
            @{post.username} ·{' '}
            <time dateTime={post.createdAt} title={formatFullDate(post.createdAt)}>
              {formatPostDate(post.createdAt)}
            </time>
          </span>
        </header>
        {post.content && <p className={styles.content}>{post.content}</p>}
        {post.mediaURL &&
          (mediaKind(post.mediaURL) === 'video' ? (
            // Uploaded videos come without caption files; the post text describes them.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video className={styles.media} src={post.mediaURL} controls preload="metadata" />
          ) : (
            <img
              className={styles.media}
              src={post.mediaURL}
              alt={`Attached by ${name}`}
              loading="lazy"
            />
          ))}
        <footer className={styles.stats}>
          <span>
            <Heart aria-hidden size={18} /> {post.likes.likeCount}
            <span className="visually-hidden"> likes</span>
          </span>
          <span>
            <MessageCircle aria-hidden size={18} /> {post.comments.length}
            <span className="visually-hidden"> comments</span>
          </span>
        </footer>
      </div>
    </article>
  );
}
