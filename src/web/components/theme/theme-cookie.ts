import { themeCookieName } from '@/contract/first-page';
import type { Theme } from './theme-context';

const yearSeconds = 365 * 24 * 60 * 60;

/**
 * Mirrors the remembered pick into a cookie (dropped when the system's setting applies), which
 * the Node host reads to paint a logged-in visitor's first page in it (src/server/http/first-page.ts).
 * Only the Node host's build writes it: the demo has no server to read it.
 */
export function mirrorThemeCookie(theme: Theme | null): void {
  if (import.meta.env.VITE_BACKEND !== 'server' || typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = theme ? `${theme}; Max-Age=${yearSeconds}` : '; Max-Age=0';
  document.cookie = `${themeCookieName}=${value}; Path=/; SameSite=Lax${secure}`;
}
