// The hashtag rule, apart from the tag schemas: the web app's post cards use it, and this module
// brings no zod into the first load.

/** How many tags "Trending tags" shows. */
export const trendingTagsShown = 10;
/** The longest tag, in characters; a longer #word is plain text. */
export const maxTagLength = 64;
/** How many different tags one post's text carries; later ones are links but not stored. */
export const maxTagsPerText = 10;

// Letters (any script, with their combining marks), digits and the underscore.
const tagChars = /^[\p{L}\p{M}\p{N}_]+$/u;
const allDigits = /^\p{N}+$/u;
/**
 * `#` and tag characters, not inside a word (a#b), after another # or & (an HTML entity), or
 * after a slash (a path's fragment). Addresses are taken out before it is applied.
 */
export const tagToken = /(?<![\p{L}\p{M}\p{N}_#&/])#([\p{L}\p{M}\p{N}_]+)/gu;
/** Web addresses, as the web app links them: a # inside one is its fragment, never a tag. */
const addressPattern = /\bhttps?:\/\/[^\s<>"]+/gi;

/** A tag as it is stored and looked up: Unicode NFC, then case-folded. */
export const normaliseTag = (raw: string) => raw.normalize('NFC').toLowerCase();

/**
 * The stored form of a tag a reader typed or a link carries, or undefined when it cannot be a
 * tag: empty, too long, all digits, or holding anything but letters, digits and `_`.
 */
export function tagOf(raw: string): string | undefined {
  const tag = normaliseTag(raw);
  if (tag.length > maxTagLength || !tagChars.test(tag) || allDigits.test(tag)) return undefined;
  return tag;
}

/**
 * The tags a post's or reply's text carries, stored form, each once, in the order they first
 * appear, at most maxTagsPerText. The server stores these and the web app links the same tokens.
 */
export function hashtagsIn(text: string): string[] {
  // Most texts carry no tag: they skip the regular expressions.
  if (!text.includes('#')) return [];
  const outsideAddresses = text.normalize('NFC').replace(addressPattern, ' ');
  const tags = new Set<string>();
  for (const match of outsideAddresses.matchAll(tagToken)) {
    const tag = tagOf(match[1]!);
    if (tag === undefined) continue;
    tags.add(tag);
    if (tags.size === maxTagsPerText) break;
  }
  return [...tags];
}
