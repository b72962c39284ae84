import { normaliseTag, tagOf, type TagSummary } from '@/contract';
import type { ResolvedDeps } from '../deps';
import type { Page } from '../store/port';

/**
 * The Tags tab of search (GET /api/search?type=tags): the tags that begin with what was typed,
 * a leading # or not, in any case (`#Kil` finds `kiln` and `kilnwork`), in the tags' order,
 * each with how many posts carry it; keyset paged like every list (an unknown cursor is a 400,
 * invalid_cursor). A query that cannot begin a tag (a space or punctuation in it, or longer than a
 * tag) answers an empty page rather than a refusal: it is a search that found nothing.
 */
export async function searchTags(
  { store }: Pick<ResolvedDeps, 'store'>,
  q: string,
  page: { limit: number; cursor?: string },
): Promise<Page<TagSummary>> {
  const typed = normaliseTag(q.trim().replace(/^#/, ''));
  // A prefix of digits alone may begin a tag (#2026film); tagOf refuses only whole tags of digits.
  const prefix = typed === '' ? undefined : (tagOf(`${typed}_`)?.slice(0, -1) ?? undefined);
  if (prefix === undefined) return { items: [], nextCursor: null };
  return store.tags.search(prefix, page);
}
