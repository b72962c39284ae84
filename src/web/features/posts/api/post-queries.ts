import { queryOptions } from '@tanstack/react-query';
// Paths straight from their module: the contract's index would bring zod into the first load.
import type { BookmarksResponse, Post, PostsResponse } from '../../../../contract';
import { apiPaths } from '../../../../contract/paths';
import { apiRequest } from '../../../lib/api-client';

/** Query keys of the post resource, narrowest last, so invalidation can be precise. */
export const postKeys = {
  all: ['posts'] as const,
  list: () => [...postKeys.all, 'list'] as const,
  /** Every per-user list, to refresh them all after a change to any post. */
  byUsers: () => [...postKeys.all, 'user'] as const,
  byUser: (username: string) => [...postKeys.byUsers(), username] as const,
  bookmarks: () => [...postKeys.all, 'bookmarks'] as const,
};

const fetchPosts = (signal: AbortSignal) => apiRequest<PostsResponse>(apiPaths.posts(), { signal });

export const postsQuery = () =>
  queryOptions({
    queryKey: postKeys.list(),
    queryFn: ({ signal }) => fetchPosts(signal),
    select: (data) => data.posts,
  });

/** Whether the user's name is among the post's likes (spec section 4). */
export const isLikedBy = (post: Post, username: string) =>
  post.likes.likedBy.some((user) => user.username === username);

/** The posts the user liked. */
export const likedPostsQuery = (username: string) =>
  queryOptions({
    queryKey: postKeys.list(),
    queryFn: ({ signal }) => fetchPosts(signal),
    select: (data) => data.posts.filter((post) => isLikedBy(post, username)),
  });

export const userPostsQuery = (username: string) =>
  queryOptions({
    queryKey: postKeys.byUser(username),
    queryFn: ({ signal }) => apiRequest<PostsResponse>(apiPaths.userPosts(username), { signal }),
    select: (data) => data.posts,
  });

/** The ids of the logged-in user's bookmarks, oldest first. */
export const bookmarksQuery = () =>
  queryOptions({
    queryKey: postKeys.bookmarks(),
    queryFn: ({ signal }) =>
      apiRequest<BookmarksResponse>(apiPaths.bookmarks(), { auth: true, signal }),
    select: (data) => data.bookmarks,
  });
