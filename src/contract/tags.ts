import * as z from 'zod';

/**
 * A hashtag as lists show it: its name as stored (case-folded, without the #) and a count. In
 * search results the count is the posts that carry it; in trending tags, the distinct people who
 * used it in the last 24 hours.
 */
export const tagSummarySchema = z.strictObject({
  tag: z.string(),
  uses: z.number().int().nonnegative(),
});
export type TagSummary = z.infer<typeof tagSummarySchema>;

/** GET /api/tags/trending: at most trendingTagsShown tags, the most used first. */
export const trendingTagsResponseSchema = z.strictObject({ tags: z.array(tagSummarySchema) });
export type TrendingTagsResponse = z.infer<typeof trendingTagsResponseSchema>;
