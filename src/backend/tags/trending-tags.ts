import { trendingTagsShown, type TagSummary } from '@/contract';
import type { ResolvedDeps } from '../deps';
import type { Store } from '../store/port';

const day = 24 * 60 * 60_000;
/** How long one process answers the trending tags it last read. */
export const trendingTagsFreshMs = 60_000;

// Each store's last answer: one read a minute per process, however many pages show the list.
const lastRead = new WeakMap<Store, { atMs: number; tags: Promise<TagSummary[]> }>();

/**
 * The tags the most distinct people used in the last 24 hours, at most trendingTagsShown, with
 * how many people, suspended accounts not counted. The same for every reader, so it is read at
 * most once a minute per process; a read that fails is not kept.
 */
export function trendingTags({ store, now }: Pick<ResolvedDeps, 'store' | 'now'>) {
  const atMs = now().getTime();
  const last = lastRead.get(store);
  if (last && atMs - last.atMs < trendingTagsFreshMs && atMs >= last.atMs) return last.tags;
  // As a visitor reads it: the suspended are not counted; blocks and mutes are each reader's own.
  const tags = store.tags.trending(atMs - day, trendingTagsShown, { id: null, atMs });
  lastRead.set(store, { atMs, tags });
  tags.catch(() => lastRead.delete(store));
  return tags;
}
