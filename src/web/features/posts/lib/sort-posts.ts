import type { Post } from '../../../../contract';

export const postSorts = ['Latest', 'Oldest', 'Trending'] as const;
export type PostSort = (typeof postSorts)[number];

const byCreatedAt = (a: Post, b: Post) => Date.parse(a.createdAt) - Date.parse(b.createdAt);

/**
 * Spec section 4: Latest is createdAt descending, Oldest ascending, Trending likeCount
 * descending; any other value leaves the order as it is. Answers a new array; ties keep their
 * order (Array.prototype.toSorted is stable).
 */
export function sortPosts(posts: readonly Post[], sort: string): Post[] {
  switch (sort) {
    case 'Latest':
      return posts.toSorted((a, b) => byCreatedAt(b, a));
    case 'Oldest':
      return posts.toSorted(byCreatedAt);
    case 'Trending':
      return posts.toSorted((a, b) => b.likes.likeCount - a.likes.likeCount);
    default:
      return [...posts];
  }
}
