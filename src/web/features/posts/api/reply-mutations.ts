import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@/contract';
import { clientMessages } from '@/contract/client-messages';
import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';
import { notify } from '@/web/lib/notify';
import { useSession } from '@/web/lib/session';
import { userSummary } from '@/web/lib/user-summary';
import { withViewerVote, type Vote } from '../lib/reply-votes';
import { appendReply, patchReply, removeReply, restoreReply, setCommentCount } from './reply-cache';
import { replyKeys } from './reply-queries';

const commentBody = (text: string) => ({ commentData: { text } });

/** Writes a reply; the thread and the post's count everywhere follow the server's answer. */
export function useAddReply(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest(endpoints.addComment, { params: { postId }, body: commentBody(text), auth: true }),
    onSuccess: ({ comment, commentCount }) => {
      appendReply(queryClient, comment);
      setCommentCount(queryClient, postId, commentCount);
      notify.success(clientMessages.replyPosted);
    },
  });
}

export function useEditReply(postId: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest(endpoints.editComment, {
        params: { postId, commentId },
        body: commentBody(text),
        auth: true,
      }),
    onSuccess: ({ comment }) => {
      patchReply(queryClient, postId, commentId, () => comment);
      notify.success(clientMessages.replyUpdated);
    },
  });
}

/** Deletes a reply at once, and puts it back where it stood (and the count) if refused. */
export function useDeleteReply(postId: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(endpoints.deleteComment, { params: { postId, commentId }, auth: true }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: replyKeys.list(postId) });
      return { removal: removeReply(queryClient, postId, commentId) };
    },
    onError: (_error, _variables, context) => {
      if (context?.removal) restoreReply(queryClient, postId, context.removal);
    },
    onSuccess: ({ commentCount }) => {
      setCommentCount(queryClient, postId, commentCount);
      notify.success(clientMessages.replyDeleted);
    },
  });
}

const voteCall = (comment: Comment, vote: Vote | null) => {
  const params = { postId: comment.postId, commentId: comment._id };
  const endpoint =
    vote === 'up'
      ? endpoints.upvoteComment
      : vote === 'down'
        ? endpoints.downvoteComment
        : endpoints.unvoteComment;
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
    mutationFn: ({ comment, vote }: { comment: Comment; vote: Vote | null }) =>
      voteCall(comment, vote),
    onMutate: async ({ comment, vote }) => {
      await queryClient.cancelQueries({ queryKey: replyKeys.list(comment.postId) });
      if (me)
        patchReply(queryClient, comment.postId, comment._id, (current) =>
          withViewerVote(current, userSummary(me), vote),
        );
    },
    onError: (_error, { comment }) =>
      patchReply(queryClient, comment.postId, comment._id, (current) => ({
        ...current,
        viewerVote: comment.viewerVote,
        votes: comment.votes,
      })),
    onSuccess: ({ comment }) => patchReply(queryClient, comment.postId, comment._id, () => comment),
  });
}
