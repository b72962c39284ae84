import { sessionCookieName } from '@/contract/first-page';

/**
 * As long as a token lives (sessionSeconds in src/backend/deps.ts); the app writes the cookie again on
 * every start, so it lasts as long as the stored session is used.
 */
const maxAgeSeconds = 7 * 24 * 60 * 60;

/**
 * Mirrors the stored session's token into a cookie, which lets the Node host render a logged-in
 * visitor's first posts into the page (see src/contract/first-page.ts: the API never reads it).
 * Not HttpOnly, because the app must drop it at logout like the stored session; that exposes
 * nothing the page's script could not already read from localStorage. Only the Node host's build
 * writes it: the demo has no server to read it.
 */
export function mirrorSessionCookie(token: string | undefined): void {
  if (import.meta.env.VITE_BACKEND !== 'server' || typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = token ? `${encodeURIComponent(token)}; Max-Age=${maxAgeSeconds}` : '; Max-Age=0';
  document.cookie = `${sessionCookieName}=${value}; Path=/; SameSite=Lax${secure}`;
}
