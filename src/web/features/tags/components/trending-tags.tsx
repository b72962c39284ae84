import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { emptyListMessages, tagPageMessages } from '@/contract/page-messages';
import { paths } from '@/web/config/paths';
import note from '@/web/components/note.module.css';
import panel from '@/web/components/panel.module.css';
import plainList from '@/web/components/plain-list.module.css';
import { trendingTagsQuery } from '../api/tag-queries';
import styles from './trending-tags.module.css';

/**
 * "Trending tags": the tags the most people used in the last 24 hours, each a link to its page
 * with how many people used it. In the right column, and on Explore where that column is hidden.
 */
export function TrendingTags({ className }: { className?: string }) {
  const headingId = useId();
  const tags = useQuery(trendingTagsQuery());
  return (
    <section
      className={`${panel.panel} ${styles.panel} ${className ?? ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.title}>
        Trending tags
      </h2>
      {tags.isPending ? (
        <p role="status" className={note.note}>
          Loading tags…
        </p>
      ) : !tags.data ? (
        <p role="alert" className={note.note}>
          Could not load the trending tags: {tags.error?.message}
        </p>
      ) : tags.data.length === 0 ? (
        <p className={note.note}>{emptyListMessages.trendingTags}</p>
      ) : (
        <ol className={plainList.list} aria-labelledby={headingId}>
          {tags.data.map(({ tag, uses }) => (
            <li key={tag}>
              <Link to={paths.tag.href(tag)} className={styles.link}>
                <span className={styles.tag}>#{tag}</span>
                <span className={note.note}>{tagPageMessages.peopleUsing(uses)}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
