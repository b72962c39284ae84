import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
// The table straight from its module: the contract's index would bring zod into the first load.
import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';
import { pinReply } from './reply-cache';

/**
 * The reply a link names (`?reply=`, where a notification of it leads): read on its own, since
 * its thread may hold it pages away, and pinned first. Answers the read, whose error says the
 * reply is gone.
 */
export function useLinkedReply(postId: string, replyId: string | null) {
  const queryClient = useQueryClient();
  const linked = useQuery({
    queryKey: ['linked-reply', postId, replyId],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.reply, { params: { postId, replyId: replyId ?? '' }, signal }),
    enabled: replyId !== null,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (linked.data) pinReply(queryClient, linked.data.comment);
  }, [linked.data, queryClient]);
  return linked;
}
