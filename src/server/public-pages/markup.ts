/**
 * Text put into HTML or XML, in an element or a quoted attribute alike: the five characters that
 * could end or bend either are written as references, so no post, name or bio can add markup.
 */
export function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Characters XML 1.0 does not allow at all (most C0 controls, lone surrogates, U+FFFE/U+FFFF):
 * a feed holding one is not well-formed, whatever is escaped, so they go.
 */
// eslint-disable-next-line no-control-regex -- naming the controls XML refuses is the point
const notXmlChars = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** escapeMarkup for an XML document: also drops what XML cannot hold. */
export const escapeXml = (text: string) => escapeMarkup(text.replace(notXmlChars, ''));

/** Text cut to at most `max` characters on a word's end where one is near, with an ellipsis. */
export function shortened(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length > max / 2 ? atWord : cut}…`;
}
