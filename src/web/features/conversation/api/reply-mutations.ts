import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reply } from '@/contract';
import { clientMessages } from '@/contract/client-messages';
import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';
import { notify } from '@/web/lib/notify';
import { useSession } from '@/web/lib/session';
import { userSummary } from '@/web/lib/user-summary';
import { withViewerVote, type Vote } from '../lib/reply-votes';
import { replyCountChanged } from '@/web/lib/shared-state';
import { appendReply, patchReply, removeReply, restoreReply } from './reply-cache';
import { replyKeys } from './reply-queries';

const replyBody = (text: string) => ({ commentData: { text } });

/** Writes a reply; the thread and the post's count everywhere follow the server's answer. */
export function useAddReply(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest(endpoints.addReply, { params: { postId }, body: replyBody(text), auth: true }),
    onSuccess: ({ comment: reply, commentCount: replyCount }) => {
      appendReply(queryClient, reply);
      replyCountChanged(queryClient, postId, replyCount);
      notify.success(clientMessages.replyPosted);
    },
  });
}

export function useEditReply(postId: string, replyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest(endpoints.editReply, {
        params: { postId, replyId },
        body: replyBody(text),
        auth: true,
      }),
    onSuccess: ({ comment: reply }) => {
      patchReply(queryClient, postId, replyId, () => reply);
      notify.success(clientMessages.replyUpdated);
    },
  });
}

/** Deletes a reply at once, and puts it back where it stood (and the count) if refused. */
export function useDeleteReply(postId: string, replyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(endpoints.deleteReply, { params: { postId, replyId }, auth: true }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: replyKeys.list(postId) });
      return { removal: removeReply(queryClient, postId, replyId) };
    },
    onError: (_error, _variables, context) => {
      if (context?.removal) restoreReply(queryClient, postId, context.removal);
    },
    onSuccess: ({ commentCount: replyCount }) => {
      replyCountChanged(queryClient, postId, replyCount);
      notify.success(clientMessages.replyDeleted);
    },
  });
}

const voteCall = (reply: Reply, vote: Vote | null) => {
  const params = { postId: reply.postId, replyId: reply._id };
  const endpoint =
    vote === 'up'
      ? endpoints.upvoteReply
      : vote === 'down'
        ? endpoints.downvoteReply
        : endpoints.unvoteReply;
  return apiRequest(endpoint, { params, auth: true });
};

/**
 * Up, down or no vote on someone's reply: shown at once, and only this reply's vote goes back
 * (with the server's message in a toast) if the server refuses.
 */
export function useVoteReply() {
  const queryClient = useQueryClient();
  const me = useSession()?.user;
  return useMutation({
    mutationFn: ({ reply, vote }: { reply: Reply; vote: Vote | null }) => voteCall(reply, vote),
    onMutate: async ({ reply, vote }) => {
      await queryClient.cancelQueries({ queryKey: replyKeys.list(reply.postId) });
      if (me)
        patchReply(queryClient, reply.postId, reply._id, (current) =>
          withViewerVote(current, userSummary(me), vote),
        );
    },
    onError: (_error, { reply }) =>
      patchReply(queryClient, reply.postId, reply._id, (current) => ({
        ...current,
        viewerVote: reply.viewerVote,
        votes: reply.votes,
      })),
    onSuccess: ({ comment: reply }) =>
      patchReply(queryClient, reply.postId, reply._id, () => reply),
  });
}
