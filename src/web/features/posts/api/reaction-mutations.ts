import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Post } from '@/contract';
import { clientMessages } from '@/contract/client-messages';
import { endpoints } from '@/contract/endpoints';
import { apiRequest, failedWith } from '@/web/lib/api-client';
import { notify } from '@/web/lib/notify';
import { useSession } from '@/web/lib/session';
import { userSummary } from '@/web/lib/user-summary';
import { viewerReactionOf, withViewerLike } from '../lib/viewer-reactions';
import {
  cancelPostRefreshes,
  patchPost,
  postKeys,
  settlePost,
  updateViewerList,
} from '@/web/lib/shared-state';

const likeCall = (postId: string) =>
  apiRequest(endpoints.like, { params: { postId }, auth: true, prefer: 'minimal' });
const dislikeCall = (postId: string) =>
  apiRequest(endpoints.dislike, { params: { postId }, auth: true, prefer: 'minimal' });

/**
 * Like and unlike as one toggle, shown at once on every list and rolled back (with the
 * server's message) if the server refuses.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: async ({ post, liked }: { post: Post; liked: boolean }) => {
      if (liked) return { answer: await dislikeCall(post._id), liked: false };
      try {
        return { answer: await likeCall(post._id), liked: true };
      } catch (error) {
        // A like refused as already liked (liked in another tab, say): the toggle unlikes.
        if (!failedWith(error, 'already_liked')) throw error;
        return { answer: await dislikeCall(post._id), liked: false };
      }
    },
    onMutate: async ({ post, liked }) => {
      await cancelPostRefreshes(queryClient);
      const me = session?.user;
      if (me)
        patchPost(queryClient, post._id, (current) =>
          withViewerLike(current, userSummary(me), !liked),
        );
      updateViewerList(queryClient, 'liked', post._id, !liked);
    },
    // Only this post's likes go back: other posts may have changed since, through other clicks
    // the server accepted. The lists are read again when next shown, in case the refusal was
    // news (not now: that would read every loaded page).
    onError: (_error, { post }) => {
      patchPost(queryClient, post._id, (current) => ({ ...current, ...viewerReactionOf(post) }));
      void queryClient.invalidateQueries({ queryKey: postKeys.all, refetchType: 'none' });
    },
    onSuccess: ({ answer, liked }) => {
      settlePost(queryClient, answer.post);
      notify.success(liked ? clientMessages.postLiked : clientMessages.postUnliked);
    },
  });
}

const markBookmarked = (queryClient: QueryClient, postId: string, on: boolean) =>
  patchPost(queryClient, postId, (post) => ({ ...post, bookmarkedByViewer: on }));

/**
 * Bookmark and remove as one toggle, at once, rolled back if the server refuses. The post's
 * bookmarkedByViewer is what the button shows.
 */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, bookmarked }: { postId: string; bookmarked: boolean }) =>
      apiRequest(bookmarked ? endpoints.removeBookmark : endpoints.bookmark, {
        params: { postId },
        auth: true,
        prefer: 'minimal',
      }),
    onMutate: async ({ postId, bookmarked }) => {
      await cancelPostRefreshes(queryClient);
      markBookmarked(queryClient, postId, !bookmarked);
      updateViewerList(queryClient, 'bookmarked', postId, !bookmarked);
    },
    onError: (_error, { postId, bookmarked }) => {
      markBookmarked(queryClient, postId, bookmarked);
      // As with likes, the lists are read again when next shown, in case the refusal was news.
      void queryClient.invalidateQueries({ queryKey: postKeys.all, refetchType: 'none' });
    },
    onSuccess: ({ post }, { bookmarked }) => {
      settlePost(queryClient, post);
      notify.success(bookmarked ? clientMessages.bookmarkRemoved : clientMessages.postBookmarked);
    },
  });
}
