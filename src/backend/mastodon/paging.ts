// Mastodon's paging (max_id, since_id, min_id, limit, and Link headers) onto Murmur's keyset
// cursors (docs/mastodon-api.md, "Paging").
import { paging } from '@/contract';
import { encodeCursor } from '../store/cursor';
import type { PostRow, StoreTx } from '../store/port';
import { MastodonError } from './mastodon-error';

export interface MastodonPage {
  limit: number;
  /** Items older than this: an id of the list's items, or a cursor a Link header gave. */
  maxId?: string;
  /** Items newer than this id (since_id, or min_id: Murmur reads newest first either way). */
  newerThan?: string;
}

/** Mastodon's default page is 20 and its limit is clamped, never refused. */
export function readMastodonPage(query: Record<string, string | undefined>): MastodonPage {
  const asked = query.limit === undefined ? 20 : Number.parseInt(query.limit, 10);
  if (query.limit !== undefined && !Number.isFinite(asked))
    throw new MastodonError(422, 'limit must be a number');
  const limit = Math.min(Math.max(asked, 1), paging.maxLimit, 40);
  const newerThan = query.min_id || query.since_id;
  return {
    limit,
    ...(query.max_id ? { maxId: query.max_id } : {}),
    ...(newerThan ? { newerThan } : {}),
  };
}

/** The newest-first cursor that begins right after this post, as Murmur's own pages make it. */
export const cursorAfterPost = (post: Pick<PostRow, '_id' | 'createdAt'>) =>
  encodeCursor({ order: 'latest', key: Date.parse(post.createdAt), id: post._id });

/** A page's items cut at the first one that is not newer than `newerThan` (its id). */
export function newerThan<T>(items: T[], idOf: (item: T) => string, id: string | undefined): T[] {
  if (id === undefined) return items;
  const stop = items.findIndex((item) => idOf(item) === id);
  return stop === -1 ? items : items.slice(0, stop);
}

/**
 * The Link header of a page: next carries on after the page with Murmur's cursor as max_id,
 * prev asks for what is newer than its first item. None for an empty page.
 */
export function linkHeader(
  url: URL,
  firstId: string | undefined,
  nextCursor: string | null,
): string | undefined {
  const links: string[] = [];
  const at = (params: Record<string, string>) => {
    const next = new URL(url);
    for (const name of ['max_id', 'since_id', 'min_id']) next.searchParams.delete(name);
    for (const [name, value] of Object.entries(params)) next.searchParams.set(name, value);
    return next.toString();
  };
  if (nextCursor) links.push(`<${at({ max_id: nextCursor })}>; rel="next"`);
  if (firstId) links.push(`<${at({ min_id: firstId })}>; rel="prev"`);
  return links.length > 0 ? links.join(', ') : undefined;
}

/** A max_id as Murmur's cursor: the id of a post of the list, or a cursor a Link header gave. */
export async function cursorOfMaxId(store: StoreTx, maxId: string): Promise<string> {
  const post = await store.posts.get(maxId);
  return post ? cursorAfterPost(post) : maxId;
}
