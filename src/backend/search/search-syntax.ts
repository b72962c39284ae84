import { badRequest } from '../http/api-error';
import { indexedTermMin } from '../store/port';

/** What a post search asks for: lower-cased words and phrases, and an author. */
export interface PostSearchTerms {
  terms: string[];
  author?: string;
}

/** A "quoted phrase", or a run of anything else up to a space. */
const tokens = /"([^"]*)"|(\S+)/g;
const fromPrefix = /^from:@?/i;

/**
 * Reads a post search as people type it: words, each to be found anywhere in a post; "quoted
 * phrases", found as written (their spaces made single); and from:username (the @ allowed; the
 * last one counts). A stray quote is dropped. Every term is lower-cased: a search ignores case.
 * The indexes find terms of indexedTermMin characters or more, so a search of shorter ones alone
 * is refused, unless it names an author whose posts it then reads.
 */
export function parsePostSearch(q: string): PostSearchTerms {
  const terms = new Set<string>();
  let author: string | undefined;
  for (const [, phrase, word] of q.matchAll(tokens)) {
    if (word !== undefined && fromPrefix.test(word) && word.replace(fromPrefix, '') !== '') {
      author = word.replace(fromPrefix, '').toLowerCase();
      continue;
    }
    const term = (phrase ?? word!.replaceAll('"', '')).trim().replace(/\s+/g, ' ').toLowerCase();
    if (term !== '') terms.add(term);
  }
  const found = { terms: [...terms], ...(author !== undefined ? { author } : {}) };
  const indexed = found.terms.some((term) => [...term].length >= indexedTermMin);
  if (!indexed && author === undefined) throw badRequest('searchTermTooShort');
  return found;
}
