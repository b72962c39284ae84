import type { UseQueryResult } from '@tanstack/react-query';
import type { Post, UserSummary } from '../../../../contract';
import { PageMessage } from '../../../components/layout/page';
import { PostList } from './post-list';
import { PostSkeletons } from './post-skeletons';

interface PostsFeedProps {
  posts: Pick<UseQueryResult<Post[]>, 'data' | 'error' | 'isPending'>;
  authors: ReadonlyMap<string, UserSummary>;
  /** The feed's accessible name. */
  label: string;
  /** What shows when there are no posts, in the spec's words. */
  emptyMessage: string;
}

/** A list of posts with their authors' names and pictures, or why there is none to show. */
export function PostsFeed({ posts, authors, label, emptyMessage }: PostsFeedProps) {
  if (posts.isPending) return <PostSkeletons />;
  if (posts.error)
    return <PageMessage role="alert">Could not load posts: {posts.error.message}</PageMessage>;
  if (!posts.data?.length) return <PageMessage>{emptyMessage}</PageMessage>;
  return <PostList posts={posts.data} authors={authors} label={label} />;
}
