import type { PostEvent } from '@/contract/live-events';
// The table straight from its module: the contract's index would bring zod into the first load.
import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';

/** How many of the feed's newest posts a check reads: a burst larger than this shows as this. */
export const pollPageSize = 10;

/**
 * The fallback when events cannot be had: asks the feed's newest posts and reports those newer
 * than what the previous check saw. The first check only sets where "new" starts. It goes through
 * apiRequest, so a refused session ends the session as every other call does.
 */
export function createFeedPoller(onPost: (event: PostEvent) => void) {
  let seenIds: Set<string> | undefined;
  let newestMs = -Infinity;

  return async function check(): Promise<void> {
    const { posts } = await apiRequest(endpoints.feed, {
      auth: true,
      query: { sort: 'latest', limit: pollPageSize },
    });
    const previous = seenIds;
    // Newer than the newest seen: a followed person's old posts also enter the feed, not as news.
    const fresh = previous
      ? posts.filter((post) => !previous.has(post._id) && Date.parse(post.createdAt) >= newestMs)
      : [];
    seenIds = new Set(posts.map((post) => post._id));
    for (const post of posts) newestMs = Math.max(newestMs, Date.parse(post.createdAt));
    for (const post of fresh.reverse())
      onPost({ postId: post._id, username: post.username, createdAt: post.createdAt });
  };
}
