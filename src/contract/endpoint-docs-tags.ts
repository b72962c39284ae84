import { pageQuery, type DocsOf } from './endpoint-row';
import type { tagEndpoints } from './endpoints-tags';

/** What the request tester's catalogue says of the hashtag rows. */
export const tagDocs = {
  trendingTags: {
    summary: 'The ten tags the most people used in the last 24 hours, with how many people',
  },
  tagPosts: {
    summary: 'The posts that carry a tag (without its #), newest first, paged',
    query: pageQuery,
  },
} satisfies DocsOf<typeof tagEndpoints>;
