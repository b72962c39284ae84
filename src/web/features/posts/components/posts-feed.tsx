import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { PagedFeed } from '@/web/components/paged-feed';
import { postKeys, type PostList as PostListSpec } from '@/web/lib/shared-state';
import { postPagesQuery } from '../api/post-queries';
import { PostList } from './post-list';
import { PostSkeletons } from './post-skeletons';

interface PostsFeedProps {
  list: PostListSpec;
  label: string;
  /** What shows when there are no posts, such as "No Posts yet to be shown". */
  emptyMessage: string;
  /** Beside it, what the reader could do about it. */
  emptyAction?: ReactNode;
}

/** One list of posts in a PagedFeed, which reads it page by page as the reader scrolls. */
export function PostsFeed({ list, label, emptyMessage, emptyAction }: PostsFeedProps) {
  const query = useInfiniteQuery(postPagesQuery(list));
  const posts = useMemo(() => query.data?.pages.flatMap((page) => page.posts) ?? [], [query.data]);
  return (
    <PagedFeed
      query={query}
      count={posts.length}
      loading={<PostSkeletons />}
      loadingMore={<PostSkeletons count={2} />}
      failed="Could not load posts"
      failedMore="Could not load more posts"
      empty={emptyMessage}
      emptyAction={emptyAction}
      end="You have reached the end"
    >
      {(paging) => (
        <PostList posts={posts} label={label} listKey={postKeys.list(list).join('/')} {...paging} />
      )}
    </PagedFeed>
  );
}
