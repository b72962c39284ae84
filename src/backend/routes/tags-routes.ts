import { endpoints } from '@/contract';
import type { ResolvedDeps } from '../deps';
import type { HandlerOf, On } from '../http/endpoint-router';
import { readPageParams } from '../http/paging';
import { tagPostsPage } from '../tags/tag-posts';
import { trendingTags } from '../tags/trending-tags';

const trending =
  (deps: ResolvedDeps): HandlerOf<'trendingTags'> =>
  async (_c, call) =>
    call.json({ tags: await trendingTags(deps) }, 200);

const tagPosts =
  (deps: ResolvedDeps): HandlerOf<'tagPosts'> =>
  async (c, call) => {
    const { limit, cursor } = readPageParams(c);
    const page = await tagPostsPage(
      deps,
      call.params.tag,
      { limit, ...(cursor ? { cursor } : {}) },
      c.get('viewer'),
    );
    return call.json(page, 200);
  };

/** Hashtags: the trending ones, and one tag's posts. */
export function registerTagRoutes(deps: ResolvedDeps, on: On) {
  on(endpoints.trendingTags, trending(deps));
  on(endpoints.tagPosts, tagPosts(deps));
}
