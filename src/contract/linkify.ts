import { tagOf, tagToken } from '@/contract/hashtags';

/** A piece of post text: plain, a web address, an @mention of someone or a #tag. */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; username: string }
  | { kind: 'tag'; text: string; tag: string };

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

// As the server finds them (contract/mentions.ts): @ and a username (a-z 0-9 _ .), not inside a
// word or an email address.
const mentionPattern = /(?<![A-Za-z0-9_.@])@([a-z0-9_.]+)/g;

/**
 * Splits post text into text, safe links, mentions and tags. Only the usernames in `mentions`
 * (those the server found to belong to someone) become mentions; any other @word stays text.
 * Tags are the server's (contract/hashtags.ts), found outside addresses as the server finds them.
 */
export function linkify(content: string, mentions: readonly string[] = []): TextPart[] {
  const known = new Set(mentions);
  return linkAddresses(content)
    .flatMap((part) =>
      part.kind === 'text' && known.size > 0 ? linkMentions(part.text, known) : [part],
    )
    .flatMap((part) =>
      part.kind === 'text' && part.text.includes('#') ? linkTags(part.text) : [part],
    );
}

function linkTags(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(tagToken)) {
    const tag = tagOf(match[1]!);
    if (tag === undefined) continue;
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'tag', text: match[0], tag });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

function linkMentions(text: string, known: ReadonlySet<string>): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(mentionPattern)) {
    // A sentence's full stop after the name is not part of it.
    const username = match[1]!.replace(/\.+$/, '');
    if (!known.has(username)) continue;
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'mention', text: `@${username}`, username });
    last = start + username.length + 1;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

function linkAddresses(content: string): TextPart[] {
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
