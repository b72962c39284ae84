import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Post, PostsPageResponse } from '@/contract';
// The table straight from its module: the contract's index would bring zod into the first load.
// The area's own table, not the whole `endpoints`: this module is in the first load, and the
// other areas' rows load with the pages that use them.
import { feedEndpoints, postEndpoints } from '@/contract/endpoints-posts';
import { tagEndpoints } from '@/contract/endpoints-tags';
import { searchEndpoints } from '@/contract/endpoints-search';
import { apiRequest } from '@/web/lib/api-client';
import { postKeys, postsPerPage, type PostList } from '@/web/lib/shared-state';

function fetchPage(
  list: PostList,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<PostsPageResponse> {
  const query = { limit: postsPerPage, cursor };
  switch (list.kind) {
    case 'feed':
      return apiRequest(feedEndpoints.feed, {
        auth: true,
        query: { ...query, sort: list.sort },
        signal,
      });
    case 'explore':
      return apiRequest(postEndpoints.posts, { query: { ...query, sort: list.sort }, signal }).then(
        paged,
      );
    case 'user':
      return apiRequest(postEndpoints.userPosts, {
        params: { username: list.username },
        query,
        signal,
      }).then(paged);
    case 'liked':
      return apiRequest(postEndpoints.likedPosts, { auth: true, query, signal });
    case 'bookmarked':
      return apiRequest(postEndpoints.bookmarkedPosts, { auth: true, query, signal });
    case 'tag':
      return apiRequest(tagEndpoints.tagPosts, { params: { tag: list.tag }, query, signal });
    case 'search':
      return apiRequest(searchEndpoints.search, {
        query: { ...query, q: list.q, type: 'posts', sort: list.sort },
        signal,
      }).then((answer) => paged(answer.type === 'posts' ? answer : { posts: [] }));
  }
}

/** A paged ask of a row that also has a whole-list form always carries its cursor. */
const paged = (answer: { posts: PostsPageResponse['posts']; nextCursor?: string | null }) => ({
  posts: answer.posts,
  nextCursor: answer.nextCursor ?? null,
});

/** One list's pages: the first on demand, each next one from the cursor of the one before. */
export const postPagesQuery = (list: PostList) =>
  infiniteQueryOptions({
    queryKey: postKeys.list(list),
    queryFn: ({ pageParam, signal }) => fetchPage(list, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: PostsPageResponse) => last.nextCursor ?? undefined,
    // Writes patch the loaded pages and new posts arrive through the feed's pill, so a list
    // stays as read for a while: Back finds it as it was, without reading every page again.
    staleTime: 5 * 60_000,
  });

/** One post, for its own page; likes, edits and replies patch it as they patch the lists. */
export const postQuery = (postId: string) => ({
  queryKey: postKeys.detail(postId),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<Post> =>
    apiRequest(postEndpoints.post, { params: { postId }, signal }).then((answer) => answer.post),
  staleTime: 60_000,
});
