import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { focusIfLost } from '@/web/lib/lost-focus';
import { Button } from './button';
import { PageMessage } from './layout/page';
import type { FeedPaging } from './windowed-feed';
import styles from './paged-feed.module.css';

/** What PagedFeed reads of an infinite query (useInfiniteQuery's result fits). */
interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: unknown;
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: (options: { cancelRefetch: boolean }) => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

interface PagedFeedProps {
  query: PagedQuery;
  /** How many items the pages read so far hold. */
  count: number;
  /** What shows while the first page is read, and while a later one is. */
  loading: ReactNode;
  loadingMore: ReactNode;
  /** "Could not load posts", "Could not load more posts": the reason follows. */
  failed: string;
  failedMore: string;
  /** What shows when there is nothing, and under the last page. */
  empty: string;
  /** Beside the empty line: what the reader could do about it (find people to follow, say). */
  emptyAction?: ReactNode;
  end: string;
  /** The look of a failure with its Retry, where it differs from a feed's own. */
  problemClassName?: string;
  /** The list itself, told about its pages. */
  children: (paging: FeedPaging) => ReactNode;
}

/**
 * A list read page by page as the reader scrolls, or why there is none to show. A page that fails
 * leaves the others in place and offers to try it again; the end of the list says so.
 */
export function PagedFeed({ query, count, children, ...say }: PagedFeedProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  // A refetch under way is left to finish rather than cancelled, and a second press of Retry
  // does not restart the page being read.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const problem = say.problemClassName ?? styles.problem;
  // Whether the list had items: when its last one goes (deleted, unliked), the empty line takes
  // the place of the list, and of the focus that was in it.
  const [hadItems, setHadItems] = useState(false);
  if (count > 0 && !hadItems) setHadItems(true);

  if (query.isPending) return say.loading;
  if (query.isError && !query.data)
    return (
      <div className={problem} role="alert">
        <p>
          {say.failed}: {query.error?.message}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  if (count === 0)
    return (
      <FocusWhenLost active={hadItems}>
        <PageMessage>
          {say.empty}
          {say.emptyAction && (
            <>
              {/* A line of its own: "No Posts yet to be shown" has no full stop. */}
              <br />
              {say.emptyAction}
            </>
          )}
        </PageMessage>
      </FocusWhenLost>
    );
  return (
    <>
      {children({
        hasMore: hasNextPage,
        // A failed page waits for Retry rather than being asked for again and again.
        onNearEnd: isFetchNextPageError ? noop : loadMore,
        busy: query.isFetching,
      })}
      {isFetchingNextPage && say.loadingMore}
      {/* No alert: the failure has its toast already, which is announced. */}
      {isFetchNextPageError && (
        <div className={problem}>
          <p>
            {say.failedMore}: {query.error?.message}
          </p>
          <Button variant="secondary" onClick={loadMore}>
            Retry
          </Button>
        </div>
      )}
      {!hasNextPage && <p className={styles.end}>{say.end}</p>}
    </>
  );
}

const noop = () => {};

/**
 * Takes the focus as it appears when `active` and the focus was lost (the element that held it
 * went with the list's last item), so that the keyboard goes on from here, not the top.
 */
function FocusWhenLost({ active, children }: { active: boolean; children: ReactNode }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (active) focusIfLost(element.current);
  }, [active]);
  return (
    <div ref={element} tabIndex={-1} className={styles.emptyArea}>
      {children}
    </div>
  );
}
