import * as z from 'zod';
import { postSchema } from './post';
import { tagSummarySchema } from './tags';
import { publicUserSchema } from './user';

/** What GET /api/search looks for, its post orders and the longest query it takes. */
export const searchTypes = ['posts', 'people', 'tags'] as const;
export type SearchType = (typeof searchTypes)[number];
export const searchSorts = ['latest', 'top'] as const;
export type SearchSort = (typeof searchSorts)[number];
export const searchQueryMax = 100;

const nextCursor = z.string().nullable();

/** One page of a search, its items named by what was searched for. */
export const searchResponseSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('posts'), posts: z.array(postSchema), nextCursor }),
  z.strictObject({ type: z.literal('people'), users: z.array(publicUserSchema), nextCursor }),
  z.strictObject({ type: z.literal('tags'), tags: z.array(tagSummarySchema), nextCursor }),
]);
export type SearchResponse = z.infer<typeof searchResponseSchema>;
