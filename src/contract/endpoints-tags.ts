import { getRow } from './endpoint-row';
import type { PostsPageResponse } from './responses';
import type { TrendingTagsResponse } from './tags';

/**
 * Hashtags: a tag's posts and the tags trending now. The fixed path comes before the one with a
 * :tag, so that "trending" is never taken for a tag.
 */
export const tagEndpoints = {
  trendingTags: getRow<TrendingTagsResponse>()('/api/tags/trending', 'optional'),
  tagPosts: getRow<PostsPageResponse>()('/api/tags/:tag/posts', 'optional'),
} as const;
