import { queryOptions } from '@tanstack/react-query';
// The table straight from its module: the contract's index would bring zod into the first load.
import { endpoints } from '../../../../contract/endpoints';
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

const fetchPosts = (signal: AbortSignal) => apiRequest(endpoints.posts, { signal });

export const postsQuery = () =>
  queryOptions({
    queryKey: postKeys.list(),
    queryFn: ({ signal }) => fetchPosts(signal),
    select: (data) => data.posts,
  });

/** The posts the logged-in user liked: the server marks them, as the list carries their token. */
export const likedPostsQuery = () =>
  queryOptions({
    queryKey: postKeys.list(),
    queryFn: ({ signal }) => fetchPosts(signal),
    select: (data) => data.posts.filter((post) => post.likedByViewer),
  });

export const userPostsQuery = (username: string) =>
  queryOptions({
    queryKey: postKeys.byUser(username),
    queryFn: ({ signal }) => apiRequest(endpoints.userPosts, { params: { username }, signal }),
    select: (data) => data.posts,
  });

/** The ids of the logged-in user's bookmarks, the newest bookmark first (the Bookmarks page). */
export const bookmarksQuery = () =>
  queryOptions({
    queryKey: postKeys.bookmarks(),
    queryFn: ({ signal }) => apiRequest(endpoints.bookmarks, { auth: true, signal }),
    select: (data) => data.bookmarks,
  });
