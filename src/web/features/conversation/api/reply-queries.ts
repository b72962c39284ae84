import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { Reply, RepliesPageResponse } from '@/contract';
// The table straight from its module: the contract's index would bring zod into the first load.
import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';

export const replyKeys = {
  all: ['replies'] as const,
  list: (postId: string) => [...replyKeys.all, postId] as const,
  /** Under a root of its own, so that nothing aimed at the thread's pages reaches it. */
  pinned: (postId: string) => ['pinned-replies', postId] as const,
};

export const repliesPerPage = 20;

/** The loaded pages of one post's replies, oldest first. */
export type ReplyPages = InfiniteData<RepliesPageResponse, string | undefined>;

/** One post's replies, page after page, oldest first. */
export const replyPagesQuery = (postId: string) =>
  infiniteQueryOptions({
    queryKey: replyKeys.list(postId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(endpoints.replies, {
        params: { postId },
        query: { limit: repliesPerPage, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: RepliesPageResponse) => last.nextCursor ?? undefined,
    // Writes patch the loaded pages: the thread stays as read while the reader is on it.
    staleTime: 60_000,
  });

/**
 * The replies the reader wrote on this visit while the thread's end was not loaded, shown first
 * (reply-cache.ts's appendReply writes them). Kept apart from the pages, which a refetch
 * replaces with the server's, where such a reply stands pages away. Never fetched.
 */
export const pinnedRepliesQuery = (postId: string) =>
  queryOptions({
    queryKey: replyKeys.pinned(postId),
    queryFn: (): Reply[] => [],
    initialData: [] as Reply[],
    staleTime: Infinity,
  });
