import { useInfiniteQuery } from '@tanstack/react-query';
import { Hash } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/button';
import { PageMessage } from '@/web/components/layout/page';
import { paths } from '@/web/config/paths';
import plainList from '@/web/components/plain-list.module.css';
import { tagSearchQuery } from '../api/tag-search';
import styles from './tag-results.module.css';

const usesOf = (uses: number) => (uses === 1 ? '1 post' : `${uses.toLocaleString()} posts`);

/** The tags a search finds, each a link to its page with how many posts carry it. */
export function TagResults({ q }: { q: string }) {
  const tags = useInfiniteQuery(tagSearchQuery(q));
  if (tags.isPending) return <PageMessage role="status">Looking for tags…</PageMessage>;
  if (!tags.data)
    return (
      <div role="alert" className={styles.failed}>
        <PageMessage>Could not load tags: {tags.error?.message}</PageMessage>
        <Button variant="secondary" onClick={() => void tags.refetch()}>
          Retry
        </Button>
      </div>
    );
  const found = tags.data.pages.flatMap((page) => page.tags);
  if (found.length === 0) return <PageMessage role="status">{`No tags match “${q}”`}</PageMessage>;
  return (
    <>
      <ul className={`${plainList.list} ${styles.list}`} aria-label="Tags">
        {found.map(({ tag, uses }) => (
          <li key={tag}>
            <Link to={paths.tag.href(tag)} className={styles.tag}>
              <Hash aria-hidden size={20} className={styles.icon} />
              <span className={styles.name}>{tag}</span>
              <span className={styles.uses}>{usesOf(uses)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {tags.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            disabled={tags.isFetchingNextPage}
            onClick={() => void tags.fetchNextPage()}
          >
            Show more tags
          </Button>
        </div>
      )}
    </>
  );
}
