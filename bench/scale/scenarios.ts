// What npm run bench -- --scale measures, in the order it runs (docs/benchmarks.md).
import type { WorldFacts } from './facts';

/** Which of the world's fresh targets (facts.ts) a write scenario takes one of per request. */
export type TargetPool = keyof WorldFacts['targets'];

export interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  /** Sent with the guest's token. */
  auth?: boolean;
  /** A page load of the web app: the session in its cookie, rendered by the server. */
  cookie?: boolean;
  headers?: Readonly<Record<string, string>>;
  /** The path, or a function of the request's target (a post, user or reply id). */
  path?: string | ((target: string) => string);
  /** The path named from the world's facts (the busiest post), instead of `path`. */
  at?: (facts: WorldFacts) => string;
  /** Follows nextCursor page - 1 times first, then requests that page over and over. */
  page?: number;
  targets?: TargetPool;
  /** The request's body, from its number. */
  body?: (i: number) => unknown;
}

const minimal = { prefer: 'return=minimal' };

export const plannedScenarios: readonly Scenario[] = [
  { name: 'feed latest, page 1', path: '/api/feed?sort=latest&limit=20', auth: true },
  { name: 'feed latest, page 10', path: '/api/feed?sort=latest&limit=20', auth: true, page: 10 },
  { name: 'feed trending, page 1', path: '/api/feed?sort=trending&limit=20', auth: true },
  {
    name: 'feed trending, page 10',
    path: '/api/feed?sort=trending&limit=20',
    auth: true,
    page: 10,
  },
  { name: 'explore latest', path: '/api/posts?sort=latest&limit=20' },
  { name: 'explore trending', path: '/api/posts?sort=trending&limit=20' },
  { name: 'profile user000123', path: '/api/profiles/user000123' },
  { name: 'user000123 (spec answer, 1,000 followers)', path: '/api/users/user000123' },
  { name: 'posts of user000123', path: '/api/posts/user/user000123?limit=20' },
  { name: 'liked (guest)', path: '/api/posts/liked?limit=20', auth: true },
  { name: 'bookmarks (guest)', path: '/api/posts/bookmarked?limit=20', auth: true },
  { name: 'people search "ann"', path: '/api/users?q=ann&limit=20' },
  // About one post in sixty carries #murmur (bench/world/text.ts): a tag with many posts.
  { name: 'tag #murmur, page 1', path: '/api/tags/murmur/posts?limit=20' },
  { name: 'tag #murmur, page 10', path: '/api/tags/murmur/posts?limit=20', page: 10 },
  // Read from the store once a minute per process: mostly the kept answer.
  { name: 'trending tags', path: '/api/tags/trending' },
  // A word of one of the world's 24 sentences (bench/world/text.ts), and one that no post holds.
  { name: 'post search "coffee" (common)', path: '/api/search?q=coffee&limit=20' },
  { name: 'post search "coffee", top', path: '/api/search?q=coffee&sort=top&limit=20' },
  { name: 'post search "quixotic" (in none)', path: '/api/search?q=quixotic&limit=20' },
  { name: 'followers of user000001', path: '/api/users/user000001/followers?limit=20' },
  { name: 'notifications (guest), page 1', path: '/api/notifications?limit=20', auth: true },
  {
    name: 'notifications (guest), page 10',
    path: '/api/notifications?limit=20',
    auth: true,
    page: 10,
  },
  { name: 'unread count (guest)', path: '/api/notifications/unread-count', auth: true },
  {
    name: 'like',
    method: 'POST',
    auth: true,
    headers: minimal,
    targets: 'unlikedPosts',
    path: (postId) => `/api/posts/like/${postId}`,
  },
  {
    name: 'create post',
    method: 'POST',
    auth: true,
    headers: minimal,
    path: '/api/posts',
    body: (i) => ({ postData: { content: `bench post ${i}` } }),
  },
  {
    name: 'follow',
    method: 'POST',
    auth: true,
    headers: minimal,
    targets: 'unfollowedUsers',
    path: (userId) => `/api/users/follow/${userId}/`,
  },
  // The post page on the post with the most replies: the post (with its two newest replies),
  // then its replies a page at a time, and the writes of the page.
  { name: 'post page: the post', at: (facts) => `/api/posts/${facts.busiestPost.id}` },
  {
    name: 'post page: replies, page 1',
    at: (facts) => `/api/comments/${facts.busiestPost.id}?limit=20`,
    auth: true,
  },
  {
    name: 'post page: replies, page 50',
    at: (facts) => `/api/comments/${facts.busiestPost.id}?limit=20`,
    auth: true,
    page: 50,
  },
  {
    name: 'add reply',
    method: 'POST',
    auth: true,
    at: (facts) => `/api/comments/add/${facts.busiestPost.id}`,
    body: (i) => ({ commentData: { text: `bench reply ${i} @user000001` } }),
  },
  {
    name: 'upvote reply',
    method: 'POST',
    auth: true,
    targets: 'unvotedReplies',
    path: (reply) => `/api/comments/upvote/${reply}`,
  },
  // A page load of the web app with its first posts rendered in (the session cookie): the feed's
  // API call and the render around it. They run first, in a server of their own (main.ts).
  { name: 'page / rendered (guest)', path: '/', cookie: true },
  { name: 'page /explore rendered (guest)', path: '/explore', cookie: true },
];

/**
 * --set=current: endpoints older than the paged API, to check the harness itself; on a small
 * world (the full like answer lists every post).
 */
export const currentScenarios: readonly Scenario[] = [
  { name: 'explore latest (posts?limit=20)', path: '/api/posts?limit=20' },
  { name: 'explore latest, page 10', path: '/api/posts?sort=latest&limit=20', page: 10 },
  { name: 'user guest', path: '/api/users/guest' },
  {
    name: 'like (full answer)',
    method: 'POST',
    auth: true,
    targets: 'unlikedPosts',
    path: (postId) => `/api/posts/like/${postId}`,
  },
];
