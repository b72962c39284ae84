/**
 * Stands in for tldts, the public suffix list (about 110 KB gzip), in the demo build (see
 * vite.config.ts). Only tough-cookie asks it, for Mock Service Worker's jar of the cookies that
 * mocked answers set: which domain a cookie may be set for, and which stored cookies a request
 * gets. The in-page API sets no cookies (the app writes its own `murmur-session` cookie, which
 * the worker reads from `document.cookie`), so that jar stays empty and this answer decides
 * nothing. It is still a fair one: an ordinary name's last two labels, and none for an address
 * or a single label, as tldts answers for those.
 */
const ipAddress = /^\d{1,3}(\.\d{1,3}){3}$|:/;

export function getDomain(hostname: string): string | null {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  const labels = name.split('.');
  if (ipAddress.test(name) || labels.length < 2) return null;
  return labels.slice(-2).join('.');
}
