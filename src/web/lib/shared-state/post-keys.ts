import type { InfiniteData } from '@tanstack/react-query';
import type { PostsPageResponse } from '@/contract';

/** The orders the server sorts by: Latest, Oldest and Trending (docs/product.md, /explore). */
export type ServerSort = 'latest' | 'oldest' | 'trending';

/** A list of posts the app shows, read page by page from the server. */
export type PostList =
  | { kind: 'feed'; sort: 'latest' | 'trending' }
  | { kind: 'explore'; sort: ServerSort }
  | { kind: 'user'; username: string }
  | { kind: 'liked' }
  | { kind: 'bookmarked' }
  | { kind: 'tag'; tag: string }
  | { kind: 'search'; q: string; sort: 'latest' | 'top' };

/** What tells two lists of one kind apart: the order, whose posts, or what was searched. */
function variantOf(list: PostList): string {
  switch (list.kind) {
    case 'feed':
    case 'explore':
      return list.sort;
    case 'user':
      return list.username;
    case 'tag':
      return list.tag;
    case 'liked':
    case 'bookmarked':
      return '';
    case 'search':
      return `${list.sort}:${list.q}`;
  }
}

/** Query keys of the post resource, narrowest last, so invalidation can be precise. */
export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (list: PostList) => [...postKeys.lists(), list.kind, variantOf(list)] as const,
  /** Every tab of the feed: the posts of whom the viewer follows. */
  feeds: () => [...postKeys.lists(), 'feed'] as const,
  /** One post on its own page, /posts/{postId}. */
  detail: (postId: string) => [...postKeys.all, 'detail', postId] as const,
};

/** How many posts a page holds: a phone screen's worth several times over. */
export const postsPerPage = 20;

/** The loaded pages of one list, as TanStack Query keeps them. */
export type PostPages = InfiniteData<PostsPageResponse, string | undefined>;
