/**
 * The app's routes (docs/product.md, Screens) in one table: the router reads `path`, links and
 * tests call `href()`. Plain data with no imports, so that Playwright specs can use it too.
 */
const withRedirect = (path: string, redirectTo?: string) =>
  redirectTo && redirectTo !== '/' ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;

export const paths = {
  login: { path: '/login', href: (redirectTo?: string) => withRedirect('/login', redirectTo) },
  signup: { path: '/signup', href: (redirectTo?: string) => withRedirect('/signup', redirectTo) },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  verifyEmail: { path: '/verify-email', href: () => '/verify-email' },
  mock: { path: '/mock', href: () => '/mock' },
  logout: { path: '/logout', href: () => '/logout' },
  feed: { path: '/', href: () => '/' },
  users: { path: '/users', href: () => '/users' },
  liked: { path: '/liked', href: () => '/liked' },
  bookmark: { path: '/bookmark', href: () => '/bookmark' },
  profile: {
    path: '/posts/user/:username',
    href: (username: string) => `/posts/user/${encodeURIComponent(username)}`,
  },
  followers: {
    path: '/posts/user/:username/followers',
    href: (username: string) => `/posts/user/${encodeURIComponent(username)}/followers`,
  },
  following: {
    path: '/posts/user/:username/following',
    href: (username: string) => `/posts/user/${encodeURIComponent(username)}/following`,
  },
  explore: { path: '/explore', href: () => '/explore' },
  search: {
    path: '/search',
    /** What was searched stays in the address, so that Back and a shared link keep it. */
    href: (q = '', type: 'posts' | 'people' | 'tags' = 'posts') =>
      `/search${q ? `?${new URLSearchParams(type === 'posts' ? { q } : { q, type }).toString()}` : ''}`,
  },
  tag: {
    path: '/tags/:tag',
    href: (tag: string) => `/tags/${encodeURIComponent(tag)}`,
  },
  post: {
    path: '/posts/:postId',
    /** With a reply, the page shows that reply first and focuses it (where a notification leads). */
    href: (postId: string, replyId?: string) =>
      `/posts/${encodeURIComponent(postId)}${replyId ? `?reply=${encodeURIComponent(replyId)}` : ''}`,
  },
  notifications: { path: '/notifications', href: () => '/notifications' },
  settings: { path: '/settings', href: () => '/settings' },
  mutedSettings: { path: '/settings/muted', href: () => '/settings/muted' },
  moderation: { path: '/moderation', href: () => '/moderation' },
  /** OAuth's consent screen, which apps open with their request in the query. */
  oauthAuthorize: { path: '/oauth/authorize', href: (query = '') => `/oauth/authorize${query}` },
} as const;

/**
 * Routes that need a token; each redirects to /signup without one. Followers and following sit
 * under the same guard; they need a username, so their own tests check them.
 */
export const protectedPaths = [
  'feed',
  'users',
  'liked',
  'bookmark',
  'profile',
  'explore',
  'search',
  'notifications',
] as const;

const isControlOrSpace = (char: string) => char.charCodeAt(0) <= 0x20 || char === '\u007f';

/**
 * Where to go after logging in: the remembered page when it is a path of this app, else the feed.
 * Anything else (another origin, //host, a javascript: URL) is ignored, so the link cannot be
 * used to send people elsewhere.
 */
export function safeRedirect(redirectTo: string | null | undefined): string {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//')) return '/';
  // Browsers drop tabs and line breaks from a URL, so /<tab>/host would become //host.
  if (redirectTo.includes('\\') || [...redirectTo].some(isControlOrSpace)) return '/';
  return redirectTo;
}
