/**
 * The cookie that mirrors the stored session's token, so that the Node host can put a logged-in
 * visitor's first posts into the page's HTML (src/server/http/first-page.ts). The API never
 * reads it: every call still carries its token in the authorization header, so a cookie sent by
 * another site's form or link can change nothing.
 */
export const sessionCookieName = 'murmur-session';

/**
 * The cookie that mirrors a remembered light or dark pick, so that the Node host can paint a
 * server-rendered page in it without waiting for public/boot.js, which reads the stored pick.
 */
export const themeCookieName = 'murmur-theme';

/**
 * The element of a server-rendered page that holds the API's JSON answer its posts were drawn
 * from, with the call's path and query in its data-url.
 */
export const firstPageElementId = 'murmur-first-page';
