/** A piece of post text: plain, or a web address to show as a link. */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) only: a javascript: or data: address in a post must never become a link.
const urlPattern = /\bhttps?:\/\/[^\s<>"]+/gi;
// Punctuation that usually ends the sentence, not the address.
const trailing = /[.,;:!?)\]}'"]+$/;

/** Splits post text into text and safe links, so a post's addresses can be clicked. */
export function linkify(content: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of content.matchAll(urlPattern)) {
    const url = match[0].replace(trailing, '');
    const start = match.index;
    let href: string;
    try {
      href = new URL(url).href;
    } catch {
      continue;
    }
    if (start > last) parts.push({ kind: 'text', text: content.slice(last, start) });
    parts.push({ kind: 'link', text: url, href });
    last = start + url.length;
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) });
  return parts;
}
