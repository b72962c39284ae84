/**
 * Whether a text is an http or https address: the only kind a link or website may have. Its host
 * may hold no blank nor escape, in every engine: Chromium's URL parser takes
 * "https://exa mple.com" (as the host exa%20mple.com) where Node's refuses it, so the form passed
 * what the server then refused. A space in the path is escaped by both, and taken.
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !/[\s%]/.test(url.hostname);
  } catch {
    return false;
  }
}
