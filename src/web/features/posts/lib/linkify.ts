/** A piece of post text: plain, or a web address to show as a link. */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) only: a javascript: or data: address in a post must never become a link.
const urlPattern = /\bhttps?:\/\/[^\s<>"]+/gi;
// Punctuation that usually ends the sentence, not the address.
const trailingPunctuation = /[.,;:!?}'"]$/;
const brackets: Record<string, string> = { ')': '(', ']': '[' };

/**
 * The address without the sentence's punctuation after it. A closing bracket is the sentence's
 * only when the address has no opening one to match it: (see https://x.org/a) but
 * https://en.wikipedia.org/wiki/Kiln_(pottery) and https://x.org/a[0].
 */
function trimTrailing(url: string): string {
  let end = url.length;
  for (;;) {
    const last = url[end - 1]!;
    const body = url.slice(0, end);
    if (trailingPunctuation.test(last)) end -= 1;
    else if (last in brackets && count(body, last) > count(body, brackets[last]!)) end -= 1;
    else return body;
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** Splits post text into text and safe links, so a post's addresses can be clicked. */
export function linkify(content: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of content.matchAll(urlPattern)) {
    const url = trimTrailing(match[0]);
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
