import { copy } from './memory-rows';
import { pair, type MemoryState, type StateOf } from './memory-state';
import type { PostRow, RepostRow, RepostsPort } from './port';

export function memoryReposts(state: StateOf): RepostsPort {
  return {
    put: async (row) => {
      const key = pair(row.postId, row.userId);
      if (state().reposts.has(key)) return false;
      state().reposts.set(key, copy(row));
      return true;
    },
    delete: async (postId, userId) => state().reposts.delete(pair(postId, userId)),
  };
}

/** How many reposts and quotes each post has, counted (the SQL store keeps them as columns). */
export function repostCounts(state: MemoryState, postIds: readonly string[]) {
  const ids = new Set(postIds);
  const reposts = new Map<string, number>();
  const quotes = new Map<string, number>();
  for (const row of state.reposts.values())
    if (ids.has(row.postId)) reposts.set(row.postId, (reposts.get(row.postId) ?? 0) + 1);
  for (const post of state.posts.values())
    if (post.quoteOf !== undefined && ids.has(post.quoteOf))
      quotes.set(post.quoteOf, (quotes.get(post.quoteOf) ?? 0) + 1);
  return { reposts, quotes };
}

/** A post of a home feed at its place: its own instant, or that of the repost that brought it. */
export interface FeedItem {
  post: PostRow;
  ms: number;
}

/**
 * The reposts a home feed holds: of each post neither the reader's nor by an author whose posts
 * are in the feed already, the first repost by someone the reader follows (whoever is hidden from
 * the reader left out), marked with its reposter.
 */
export function repostedFeedItems(
  state: MemoryState,
  readerId: string,
  feedAuthors: Set<string>,
  reposterShown: (userId: string) => boolean,
): FeedItem[] {
  const followed = new Set<string>();
  for (const edge of state.follows.values())
    if (edge.followerId === readerId && reposterShown(edge.followeeId))
      followed.add(edge.followeeId);
  const first = new Map<string, RepostRow>();
  for (const row of state.reposts.values()) {
    if (!followed.has(row.userId)) continue;
    const post = state.posts.get(row.postId);
    if (!post || feedAuthors.has(post.username)) continue;
    const known = first.get(row.postId);
    if (!known || repostBefore(row, known)) first.set(row.postId, row);
  }
  return [...first.values()].flatMap((row) => {
    const post = state.posts.get(row.postId);
    const reposter = state.users.get(row.userId);
    if (!post || !reposter) return [];
    return [{ post: { ...post, repostedBy: reposter.username }, ms: Date.parse(row.createdAt) }];
  });
}

/** Reposts in time order, ties broken by the reposter's id, as the SQL store orders them. */
const repostBefore = (a: RepostRow, b: RepostRow) => {
  const byTime = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return byTime !== 0 ? byTime < 0 : a.userId < b.userId;
};
