import { paths } from '@/web/config/paths';
import type { PostList } from '@/web/lib/shared-state';
import { exploreSortOf } from './explore-sorts';
import { feedSortOf, feedTabStore } from './feed-sort';

/** A list a page opens on, which the server can render and the app asks for before it mounts. */
export type FirstPostList = Extract<PostList, { kind: 'feed' | 'explore' }>;

/**
 * The list of posts the page at `pathname` and `search` shows first: the feed's current tab on /
 * (its first on a fresh load, as on the server), Explore in the address's order. The Node host's
 * render and the app's takeover both read it, so that they ask for the same answer.
 */
export function firstPostList(pathname: string, search: string): FirstPostList | undefined {
  if (pathname === paths.feed.path) return { kind: 'feed', sort: feedSortOf(feedTabStore.get()) };
  if (pathname === paths.explore.path) {
    const sort = exploreSortOf(new URLSearchParams(search));
    return { kind: 'explore', sort: sort.toLowerCase() as Lowercase<typeof sort> };
  }
  return undefined;
}
