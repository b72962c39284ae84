/**
 * Changes to the loaded pages of post lists, which the posts, conversation and live features all
 * show or change. A write answers only what it changed (Prefer: return=minimal), and that one post
 * is changed wherever a page holds it: no list is read again.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Post } from '@/contract';
import { hashtagsIn } from '@/contract/hashtags';
import { postKeys, type PostList, type PostPages } from './post-keys';

const isPages = (data: unknown): data is PostPages =>
  typeof data === 'object' && data !== null && 'pages' in data;

function updateEveryList(queryClient: QueryClient, update: (pages: PostPages) => PostPages) {
  queryClient.setQueriesData<PostPages>(
    { queryKey: postKeys.lists(), predicate: (query) => isPages(query.state.data) },
    (data) => data && update(data),
  );
}

const mapPosts = (data: PostPages, map: (posts: Post[]) => Post[]): PostPages => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, posts: map(page.posts) })),
});

/** Stops reads of the lists under way: they would overwrite an optimistic change. */
export async function cancelPostRefreshes(queryClient: QueryClient): Promise<void> {
  // Usually none is under way: then the change shows without waiting for a cancellation.
  if (queryClient.isFetching({ queryKey: postKeys.lists() }) === 0) return;
  await queryClient.cancelQueries({ queryKey: postKeys.lists() });
}

/**
 * Changes one post wherever a list holds it (the feed, Explore, profiles, Liked, BookMarks) and
 * on its own page.
 */
export function patchPost(queryClient: QueryClient, postId: string, patch: (post: Post) => Post) {
  updateEveryList(queryClient, (data) =>
    mapPosts(data, (posts) => posts.map((post) => (post._id === postId ? patch(post) : post))),
  );
  queryClient.setQueryData<Post>(postKeys.detail(postId), (post) => post && patch(post));
}

/**
 * The server's answer to a write: its post replaces the one the lists hold. A feed's item keeps
 * who reposted it, which only the feed tells.
 */
export const settlePost = (queryClient: QueryClient, post: Post) =>
  patchPost(queryClient, post._id, (current) =>
    current.repostedBy && !post.repostedBy ? { ...post, repostedBy: current.repostedBy } : post,
  );

/**
 * An edit may have added or taken out tags: the tag pages are read again, the shown one at once,
 * the others when next shown (where the edited post belongs in them is the server's to say).
 */
export const postRetagged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [...postKeys.lists(), 'tag'] });

/** Where a removed post stood in one list, to put it back there if the server refuses. */
export interface Removal {
  queryKey: QueryKey;
  page: number;
  index: number;
  post: Post;
}

/** Takes a post out of every list, answering where it stood in each. */
export function removePost(queryClient: QueryClient, postId: string): Removal[] {
  const removals: Removal[] = [];
  for (const [queryKey, data] of queryClient.getQueriesData<PostPages>({
    queryKey: postKeys.lists(),
  })) {
    if (!isPages(data)) continue;
    data.pages.forEach((page, pageIndex) => {
      const index = page.posts.findIndex((post) => post._id === postId);
      if (index >= 0) removals.push({ queryKey, page: pageIndex, index, post: page.posts[index]! });
    });
  }
  updateEveryList(queryClient, (data) =>
    mapPosts(data, (posts) => posts.filter((post) => post._id !== postId)),
  );
  return removals;
}

/** Puts removed posts back where they stood, leaving every other change made since. */
export function restoreRemoved(queryClient: QueryClient, removals: Removal[]) {
  for (const { queryKey, page, index, post } of removals)
    queryClient.setQueryData<PostPages>(queryKey, (data) => {
      const target = data?.pages[page];
      if (!data || !target || target.posts.some((shown) => shown._id === post._id)) return data;
      const posts = [...target.posts.slice(0, index), post, ...target.posts.slice(index)];
      return {
        ...data,
        pages: data.pages.map((each, n) => (n === page ? { ...each, posts } : each)),
      };
    });
}

/** Puts a post at the top of a list's first page, if that list has been read. */
function prepend(queryClient: QueryClient, list: PostList, post: Post) {
  queryClient.setQueryData<PostPages>(postKeys.list(list), (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first || first.posts.some((shown) => shown._id === post._id)) return data;
    return { ...data, pages: [{ ...first, posts: [post, ...first.posts] }, ...rest] };
  });
}

/**
 * A new post goes on top of the lists whose first place is the newest: the feed's Latest tab,
 * Explore by Latest, the author's profile and the pages of its tags. The other orders are read afresh when next shown.
 */
export function placeNewPost(queryClient: QueryClient, post: Post) {
  prepend(queryClient, { kind: 'feed', sort: 'latest' }, post);
  prepend(queryClient, { kind: 'explore', sort: 'latest' }, post);
  prepend(queryClient, { kind: 'user', username: post.username }, post);
  for (const tag of hashtagsIn(post.content)) prepend(queryClient, { kind: 'tag', tag }, post);
  for (const list of [
    { kind: 'feed', sort: 'trending' },
    { kind: 'explore', sort: 'trending' },
    { kind: 'explore', sort: 'oldest' },
  ] as const)
    void queryClient.invalidateQueries({ queryKey: postKeys.list(list), refetchType: 'none' });
}

/**
 * The viewer's own lists after they liked or bookmarked a post (on), or took it back: a post
 * taken back leaves Liked or BookMarks at once; a new one goes on top when the list is next read.
 */
export function updateViewerList(
  queryClient: QueryClient,
  kind: 'liked' | 'bookmarked',
  postId: string,
  on: boolean,
) {
  const queryKey = postKeys.list({ kind });
  if (on) void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  else
    queryClient.setQueryData<PostPages>(
      queryKey,
      (data) => data && mapPosts(data, (posts) => posts.filter((post) => post._id !== postId)),
    );
}
