import type { Context } from 'hono';
import * as z from 'zod';
import {
  errorCodes,
  searchQueryMax,
  searchSorts,
  searchTypes,
  serverMessages,
  type SearchSort,
  type SearchType,
} from '@/contract';
import { ApiError } from '../http/api-error';
import { parsePageParams } from '../http/paging';

const searchQuerySchema = z.object({
  q: z
    .string(serverMessages.searchQueryMissing)
    .trim()
    .min(1, serverMessages.searchQueryMissing)
    .max(searchQueryMax, serverMessages.searchTooLong),
  type: z.enum(searchTypes, serverMessages.searchTypeUnknown).default('posts'),
  sort: z.enum(searchSorts, serverMessages.searchSortUnknown).default('latest'),
});

export interface SearchParams {
  q: string;
  type: SearchType;
  sort: SearchSort;
  limit: number;
  cursor?: string;
}

/**
 * Reads ?q (required, at most searchQueryMax characters once trimmed), ?type, ?sort, ?limit and
 * ?cursor; a bad one is a 400 that names it. The code of an empty q differs from a long one's,
 * and a whitespace-only q counts as empty.
 */
export function readSearchParams(c: Context): SearchParams {
  const { q, type, sort, limit, cursor } = c.req.query();
  const result = searchQuerySchema.safeParse({ q, type, sort });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const code =
      issue.path[0] === 'type'
        ? errorCodes.searchTypeUnknown
        : issue.path[0] === 'sort'
          ? errorCodes.searchSortUnknown
          : issue.message === serverMessages.searchTooLong
            ? errorCodes.searchTooLong
            : errorCodes.searchQueryMissing;
    throw new ApiError(400, code, issue.message);
  }
  const page = parsePageParams({
    ...(limit !== undefined ? { limit } : {}),
    ...(cursor !== undefined ? { cursor } : {}),
  });
  return {
    ...result.data,
    limit: page.limit,
    ...(page.cursor !== undefined ? { cursor: page.cursor } : {}),
  };
}
