import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Button } from '../../../components/button';
import { PageMessage } from '../../../components/layout/page';
import { postKeys, postPagesQuery, type PostList as PostListSpec } from '../api/post-queries';
import { PostList } from './post-list';
import { PostSkeletons } from './post-skeletons';
import styles from './posts-feed.module.css';

interface PostsFeedProps {
  list: PostListSpec;
  /** The feed's accessible name. */
  label: string;
  /** What shows when there are no posts, in the spec's words. */
  emptyMessage: string;
}

/**
 * A list of posts read page by page as the reader scrolls, or why there is none to show. A page
 * that fails leaves the others in place and offers to try it again.
 */
export function PostsFeed({ list, label, emptyMessage }: PostsFeedProps) {
  const query = useInfiniteQuery(postPagesQuery(list));
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const posts = useMemo(() => query.data?.pages.flatMap((page) => page.posts) ?? [], [query.data]);
  // A refetch under way is left to finish rather than cancelled, and a second press of Retry
  // does not restart the page being read.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);

  if (query.isPending) return <PostSkeletons />;
  if (query.isError && !query.data)
    return (
      <div className={styles.problem} role="alert">
        <p>Could not load posts: {query.error.message}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  if (posts.length === 0) return <PageMessage>{emptyMessage}</PageMessage>;
  return (
    <>
      <PostList
        posts={posts}
        label={label}
        listKey={postKeys.list(list).join('/')}
        hasMore={hasNextPage}
        // A failed page waits for Retry rather than being asked for again and again.
        onNearEnd={isFetchNextPageError ? noop : loadMore}
        busy={query.isFetching}
      />
      {isFetchingNextPage && <PostSkeletons count={2} />}
      {/* No alert: the failure has its toast already, which is announced. */}
      {isFetchNextPageError && (
        <div className={styles.problem}>
          <p>Could not load more posts: {query.error?.message}</p>
          <Button variant="secondary" onClick={loadMore}>
            Retry
          </Button>
        </div>
      )}
      {!hasNextPage && <p className={styles.end}>You have reached the end</p>}
    </>
  );
}

const noop = () => {};
