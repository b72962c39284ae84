import type { QueryClient } from '@tanstack/react-query';
import type { Post, PostsResponse } from '../../../../contract';
import { postKeys } from './post-queries';

const holdsPosts = (data: unknown): data is PostsResponse =>
  typeof data === 'object' && data !== null && 'posts' in data;

/** Stops refreshes of the lists under way: they would overwrite an optimistic change. */
export async function cancelPostRefreshes(queryClient: QueryClient): Promise<void> {
  // The lists only: cancelling the bookmarks' first load would leave them unloaded.
  const lists = [postKeys.list(), postKeys.byUsers()];
  await Promise.all(lists.map((queryKey) => queryClient.cancelQueries({ queryKey })));
}

/** Changes one post wherever a list of posts holds it: the feed, Explore, profiles. */
export function patchPost(queryClient: QueryClient, postId: string, patch: (post: Post) => Post) {
  queryClient.setQueriesData<PostsResponse>(
    { queryKey: postKeys.all, predicate: (query) => holdsPosts(query.state.data) },
    (data) =>
      data && {
        ...data,
        posts: data.posts.map((post) => (post._id === postId ? patch(post) : post)),
      },
  );
}

/**
 * The server answers every post change with the whole list: it becomes the list, and each
 * person's list is fetched again, since it is a slice of it.
 */
export function settlePosts(queryClient: QueryClient, answer: PostsResponse) {
  queryClient.setQueryData(postKeys.list(), answer);
  void queryClient.invalidateQueries({ queryKey: postKeys.byUsers() });
}
