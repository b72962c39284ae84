import { endpoints } from '@/contract';
import type { ResolvedDeps } from '../deps';
import type { HandlerOf, On } from '../http/endpoint-router';
import { searchPostsPage } from '../search/post-search';
import { readSearchParams } from '../search/search-params';
import { searchTags } from '../tags/search-tags';
import { usersPage } from '../users/user-lists';

/** One page of posts, people or tags that match ?q. */
const search =
  (deps: ResolvedDeps): HandlerOf<'search'> =>
  async (c, call) => {
    const { q, type, sort, limit, cursor } = readSearchParams(c);
    const viewer = c.get('viewer');
    const page = { limit, ...(cursor !== undefined ? { cursor } : {}) };
    switch (type) {
      case 'posts':
        return call.json(
          { type, ...(await searchPostsPage(deps, { q, sort, ...page }, viewer)) },
          200,
        );
      case 'people':
        return call.json(
          { type, ...(await usersPage(deps, { ...page, q, asked: true }, viewer)) },
          200,
        );
      case 'tags': {
        const { items, nextCursor } = await searchTags(deps, q, page);
        return call.json({ type, tags: items, nextCursor }, 200);
      }
    }
  };

/** Search: posts, people and tags. */
export function registerSearchRoutes(deps: ResolvedDeps, on: On) {
  on(endpoints.search, search(deps));
}
