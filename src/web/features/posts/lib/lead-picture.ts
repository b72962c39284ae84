import type { Post } from '@/contract';
import type { PostMedia } from '@/contract/post-media';

/**
 * The first box's share of the media column's width squared, as media-grid.module.css lays it
 * out: one picture in its own shape (cut at about one and a half times the width, 3:2 without
 * measurements), else a half-width box of a 16:9 grid, a quarter of it for four.
 */
function firstBoxArea(media: readonly PostMedia[]): number {
  const [first] = media;
  if (!first) return 0;
  if (media.length === 1)
    return first.width && first.height ? Math.min(first.height / first.width, 1.5) : 2 / 3;
  return media.length === 4 ? 0.5 * (9 / 32) : 0.5 * (9 / 16);
}

/**
 * The post whose first picture is fetched at once, with the page and before the app's code: the
 * largest of the first screen, which is the first box of the list's first post with pictures, or
 * of the next such post when its box is larger (a grid's first box is its largest). The others are lazy: on the first screen they are asked for after
 * layout, or when the app takes over a pre-rendered page.
 * Loaded lazily, the largest picture was asked for only after layout and painted only once the
 * app's first long tasks were done: on a phone that put the largest paint seconds late. Fetched
 * with it, the first screen's other pictures shared a phone's connection with it, and it arrived
 * later: with four of them, the largest paint came 0.5 s later.
 */
export function leadPictureOf(posts: readonly Post[]): string | undefined {
  const [first, next] = posts.filter((post) => post.media.length > 0);
  if (!first) return undefined;
  return (next && firstBoxArea(next.media) > firstBoxArea(first.media) ? next : first)._id;
}
