/**
 * Whether a text is an http or https address: the only kind a link or website may have. One with
 * a space or other blank is not, in every engine: Chromium's URL parser takes
 * "https://exa mple.com" (as https://exa%20mple.com/) where Node's refuses it, so the form passed
 * what the server then refused.
 */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
