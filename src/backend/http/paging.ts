import type { Context } from 'hono';
import * as z from 'zod';
import { errorCodes, pageLimitMessage, paging, serverMessages } from '@/contract';
import type { PostOrder } from '../store/port';
import { ApiError } from './api-error';

const limitMessage = pageLimitMessage(paging.maxLimit);

const pageQuerySchema = z.object({
  limit: z.coerce
    .number(limitMessage)
    .int(limitMessage)
    .min(1, limitMessage)
    .max(paging.maxLimit, limitMessage)
    .optional(),
  cursor: z.string().min(1, serverMessages.emptyCursor).optional(),
  sort: z.enum(['latest', 'oldest', 'trending'], serverMessages.listSortUnknown).optional(),
  q: z.string().max(100, serverMessages.searchTooLong).optional(),
});

export interface PageParams {
  limit: number;
  cursor?: string;
  sort?: PostOrder;
  q?: string;
  /**
   * Whether the request named any paging parameter: else a route of the original API answers its
   * whole list.
   */
  asked: boolean;
}

/** The code of each parameter's refusal: its message is the one pageQuerySchema gives it. */
const refusalCodes = {
  limit: errorCodes.pageLimit,
  cursor: errorCodes.emptyCursor,
  sort: errorCodes.listSortUnknown,
  q: errorCodes.searchTooLong,
} as const;

/** Reads ?limit, ?cursor, ?sort and ?q; a bad one is a 400 that names it. */
export function readPageParams(c: Context): PageParams {
  return parsePageParams(c.req.query());
}

/** readPageParams of query parameters already read (a route that reads others of its own). */
export function parsePageParams(query: Record<string, string>): PageParams {
  const result = pageQuerySchema.safeParse(query);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path[0] as keyof typeof refusalCodes;
    throw new ApiError(400, refusalCodes[field], issue.message);
  }
  const { limit, cursor, sort, q } = result.data;
  return {
    limit: limit ?? paging.defaultLimit,
    ...(cursor !== undefined ? { cursor } : {}),
    ...(sort !== undefined ? { sort } : {}),
    ...(q !== undefined ? { q } : {}),
    asked: limit !== undefined || cursor !== undefined || sort !== undefined || q !== undefined,
  };
}

/**
 * The largest view of one item (a post of 8,000 UTF-16 units, each escaped to six bytes, with two
 * replies and its author) is under 64 KB, so a page of up to this many items fits the answer
 * budget without being measured.
 */
const pageSizeAlwaysWithinBudget = 30;

/**
 * Builds an answer of at most `limit` items that is at most paging.maxAnswerBytes long as JSON:
 * a list whose items are unusually large is built again with fewer, so its nextCursor still
 * carries on exactly where it stopped.
 */
export async function withinAnswerBudget<T>(
  limit: number,
  build: (limit: number) => Promise<T>,
): Promise<T> {
  let body = await build(limit);
  if (limit <= pageSizeAlwaysWithinBudget) return body;
  for (;;) {
    const bytes = utf8Length(JSON.stringify(body));
    if (bytes <= paging.maxAnswerBytes || limit === 1) return body;
    limit = Math.max(1, Math.floor((limit * paging.maxAnswerBytes) / bytes / 1.1));
    body = await build(limit);
  }
}

function utf8Length(text: string): number {
  // Three bytes per UTF-16 unit at most: a short text needs no encoding to know it fits.
  if (text.length * 3 <= paging.maxAnswerBytes) return text.length;
  return new TextEncoder().encode(text).length;
}

/**
 * Marks a capped whole-list answer: X-Total-Count says how many there are, and Link points to
 * the paged form that carries on after the last item given.
 */
export function cappedListHeaders(
  total: number,
  next: { path: string; params: Record<string, string> } | undefined,
): Record<string, string> {
  const headers: Record<string, string> = { 'X-Total-Count': String(total) };
  if (next) {
    const query = new URLSearchParams({ limit: String(paging.maxLimit), ...next.params });
    headers.Link = `<${next.path}?${query.toString()}>; rel="next"`;
  }
  return headers;
}
