import { Link } from 'react-router';
import type { Post, QuotedPost } from '@/contract';
import { paths } from '@/web/config/paths';
import { formatPostDate } from '@/web/lib/format-date';
import styles from './quote-frame.module.css';

/**
 * The post a quote quotes, small, in a frame: its author, its text and first picture, the whole
 * frame a link to it. A deleted post, or one blocked either way, says so instead. In the composer
 * (`linked` false) it shows what is being quoted and leads nowhere, so the form is not left.
 */
export function QuoteFrame({ quoted, linked = true }: { quoted: QuotedPost; linked?: boolean }) {
  if (quoted.state === 'unavailable')
    return <p className={`${styles.frame} ${styles.gone}`}>This post is unavailable.</p>;
  const { author } = quoted;
  const name = `${author.firstName} ${author.lastName}`.trim() || `@${author.username}`;
  const media = quoted.firstMedia;
  // A video or GIF shows its still frame, when it has one.
  const still =
    media && (media.type === 'image' ? (media.variants[0]?.url ?? media.url) : media.poster);
  const body = (
    <>
      <span className={styles.header}>
        <span className={styles.name}>{name}</span>
        <span className={styles.meta}>@{author.username}</span>
        <span className={styles.meta} aria-hidden>
          ·
        </span>
        <time className={styles.meta} dateTime={quoted.createdAt}>
          {formatPostDate(quoted.createdAt)}
        </time>
      </span>
      {quoted.contentWarning ? (
        <span className={styles.text}>Content warning: {quoted.contentWarning}</span>
      ) : (
        <span className={styles.content}>
          {quoted.content && <span className={styles.text}>{quoted.content}</span>}
          {media && still && (
            <img
              className={styles.picture}
              src={still}
              alt={media.alt || `Attached by ${name}`}
              loading="lazy"
            />
          )}
        </span>
      )}
    </>
  );
  if (!linked) return <div className={styles.frame}>{body}</div>;
  return (
    <Link to={paths.post.href(quoted._id)} className={`${styles.frame} ${styles.link}`}>
      <span className="visually-hidden">Quoted post: </span>
      {body}
    </Link>
  );
}

/** A post as a quote's frame shows it, for the composer that quotes it. */
export const quotedView = (post: Post): QuotedPost => ({
  state: 'shown',
  _id: post._id,
  author: post.author,
  content: post.content,
  contentWarning: post.contentWarning,
  firstMedia: post.media[0] ?? null,
  createdAt: post.createdAt,
});
