import type { SearchSort } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { withinAnswerBudget } from '../http/paging';
import { readerOf } from '../safety/blocked';
import { forReader } from '../safety/visible';
import type { Viewer } from '../user-summary';
import { presentPosts } from '../views';
import { parsePostSearch } from './search-syntax';

/**
 * A page of the posts that match a search, as the viewer sees them: the people hidden from them
 * left out by the store, their muted words by forReader, as in every list of posts.
 */
export function searchPostsPage(
  { store, now }: Pick<ResolvedDeps, 'store' | 'now'>,
  search: { q: string; sort: SearchSort; limit: number; cursor?: string },
  viewer: Viewer,
) {
  const { terms, author } = parsePostSearch(search.q);
  const reader = readerOf(now, viewer);
  return withinAnswerBudget(search.limit, async (limit) => {
    const page = await store.posts.search({
      terms,
      sort: search.sort,
      limit,
      reader,
      ...(author !== undefined ? { author } : {}),
      ...(search.cursor !== undefined ? { cursor: search.cursor } : {}),
    });
    const posts = await presentPosts(store, page.items, viewer);
    return { posts: await forReader(store, reader, posts), nextCursor: page.nextCursor };
  });
}
