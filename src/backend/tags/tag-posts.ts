import { tagOf } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { badRequest } from '../http/api-error';
import { postsPage } from '../posts/post-lists';
import type { Viewer } from '../user-summary';

/**
 * The stored form of a tag an address names (`Murmur` and `murmur` are one tag); a word that
 * cannot be a tag is refused with invalid_tag.
 */
export function requireTag(raw: string): string {
  const tag = tagOf(raw);
  if (tag === undefined) throw badRequest('invalidTag');
  return tag;
}

/**
 * A page of a tag's posts, newest first, as the viewer may see them: the authors hidden from
 * them (blocked either way, muted, suspended) left out as in every list.
 */
export function tagPostsPage(
  deps: Pick<ResolvedDeps, 'store' | 'now'>,
  rawTag: string,
  page: { limit: number; cursor?: string },
  viewer: Viewer,
) {
  const tag = requireTag(rawTag);
  return postsPage(deps, { order: 'latest', tag, ...page }, viewer);
}
