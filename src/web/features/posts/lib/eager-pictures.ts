import type { Post } from '@/contract';

/** The pictures a phone's first screen shows: fetched at once, the rest as they come near. */
export const eagerPicturesPerList = 2;

/**
 * How many of each post's pictures load eagerly: the first two pictures of the list, whichever
 * posts hold them. Posts past them are absent (none eager).
 */
export function eagerPicturesOf(posts: readonly Post[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  let left = eagerPicturesPerList;
  for (const post of posts) {
    if (left === 0) break;
    const eager = Math.min(left, post.media.length);
    if (eager > 0) counts.set(post._id, eager);
    left -= eager;
  }
  return counts;
}
