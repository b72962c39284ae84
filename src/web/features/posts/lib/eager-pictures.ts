import type { Post } from '@/contract';

/**
 * The posts with pictures that a first screen shows (a phone's holds about two): their pictures
 * are fetched at once, before the app's code arrives, the rest lazily as they come near. Loaded
 * lazily, a picture inside the viewport is asked for only after layout, and then paints only once
 * the app's first long tasks are done: on a phone that put the largest paint seconds late.
 */
export const eagerPostsPerList = 2;

/** How many of each post's pictures load eagerly: all of the first two posts that have any. */
export function eagerPicturesOf(posts: readonly Post[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const post of posts) {
    if (counts.size === eagerPostsPerList) break;
    if (post.media.length > 0) counts.set(post._id, post.media.length);
  }
  return counts;
}
