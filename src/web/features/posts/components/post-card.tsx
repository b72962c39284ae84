import { Repeat2 } from 'lucide-react';
import { memo, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Post, UserSummary } from '@/contract';
import { Avatar } from '@/web/components/avatar';
import { paths } from '@/web/config/paths';
import { formatFullDate, formatPostDate } from '@/web/lib/format-date';
import { useViewerName } from '@/web/lib/session';
import { DeletePostDialog } from './delete-post-dialog';
import { ContentWarning } from './content-warning';
import { DescribedMedia } from './described-media';
import { LazyComposerModal } from './lazy-composer';
import { ListArticle, type ListPlace } from '@/web/components/list-article';
import { PostActions } from './post-actions';
import { QuoteFrame } from './quote-frame';
import { OptionsMenu } from '@/web/components/options-menu';
import { PersonMenuSlot } from '@/web/components/person-menu-slot';
import { RichText } from '@/web/components/rich-text';
import { FilteredText } from '@/web/components/filtered-text';
import card from '@/web/components/card.module.css';
import styles from './post-card.module.css';

interface PostCardProps extends ListPlace {
  post: Post;
  author: UserSummary;
  /** On the post's own page: its date and reply button lead nowhere else. */
  standalone?: boolean;
  /** How many of its first pictures load at once: the first screen's largest is (lead-picture.ts). */
  eagerPictures?: number;
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
  standalone = false,
  eagerPictures = 0,
}: PostCardProps) {
  const me = useViewerName();
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'quote' | null>(null);
  const quotable = post.allowQuotes || post.username === me;
  const name = `${author.firstName} ${author.lastName}`;
  const headingId = `post-${post._id}-author`;
  const profile = paths.profile.href(post.username);
  const close = () => setDialog(null);

  return (
    <ListArticle
      {...{ position, setSize, offsetY, measureRef, headingId }}
      className={styles.card}
      postId={post._id}
      itemId={post._id}
    >
      {/* The name beside it is the same link, for keyboards and screen readers. */}
      <Link to={profile} tabIndex={-1} aria-hidden className={card.avatarLink}>
        <Avatar url={author.avatarUrl} alt="" />
      </Link>
      <div className={card.body}>
        {post.repostedBy && <RepostedLine by={post.repostedBy} />}
        <header className={`${card.header} ${styles.header}`}>
          <Link to={profile} className={`${card.author} ${styles.author}`}>
            <h2 id={headingId} className={`${card.name} ${styles.name}`}>
              {name}
            </h2>
            <span className={`${card.meta} ${styles.handle}`}>@{post.username}</span>
          </Link>
          <span className={`${card.meta} ${styles.dot}`} aria-hidden>
            ·
          </span>
          <PostDate post={post} standalone={standalone} />
          {post.username === me ? (
            <OptionsMenu onEdit={() => setDialog('edit')} onDelete={() => setDialog('delete')} />
          ) : (
            me && (
              <PersonMenuSlot
                person={post.author}
                subject={{ targetType: 'post', targetId: post._id }}
              />
            )
          )}
        </header>
        <FilteredText filtered={post.filtered}>
          <ContentWarning warning={post.contentWarning}>
            {post.content && (
              <RichText content={post.content} mentions={post.mentions} className={card.text} />
            )}
            {post.media.length > 0 && (
              <DescribedMedia
                media={post.media}
                sensitive={post.sensitive}
                // A picture its author did not describe still says whose it is.
                fallbackAlt={`Attached by ${name}`}
                eagerCount={eagerPictures}
              />
            )}
          </ContentWarning>
          {post.quoteOf && <QuoteFrame quoted={post.quoteOf} />}
        </FilteredText>
        <PostActions
          post={post}
          standalone={standalone}
          {...(me && quotable ? { onQuote: () => setDialog('quote') } : {})}
        />
      </div>
      {dialog === 'edit' && (
        <Suspense>
          <LazyComposerModal open onClose={close} post={post} />
        </Suspense>
      )}
      {dialog === 'quote' && (
        <Suspense>
          <LazyComposerModal open onClose={close} quoting={post} />
        </Suspense>
      )}
      {dialog === 'delete' && <DeletePostDialog post={post} onClose={close} />}
    </ListArticle>
  );
});

/** "Maya reposted", above a feed item that a repost brought. */
function RepostedLine({ by }: { by: UserSummary }) {
  const name = `${by.firstName} ${by.lastName}`.trim() || `@${by.username}`;
  return (
    <p className={styles.reposted}>
      <Repeat2 aria-hidden size={14} />
      <Link to={paths.profile.href(by.username)}>{name}</Link> reposted
    </p>
  );
}

/** When it was posted; in a list, also the way to the post's own page (its shareable address). */
function PostDate({ post, standalone }: { post: Post; standalone: boolean }) {
  const time = (
    <time dateTime={post.createdAt} title={formatFullDate(post.createdAt)}>
      {formatPostDate(post.createdAt)}
    </time>
  );
  const className = `${card.meta} ${styles.date}`;
  if (standalone) return <span className={className}>{time}</span>;
  return (
    <Link to={paths.post.href(post._id)} className={`${className} ${styles.dateLink}`}>
      {time}
    </Link>
  );
}
