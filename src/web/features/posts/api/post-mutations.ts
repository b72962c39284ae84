import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientMessages } from '@/contract/client-messages';
import { endpoints } from '@/contract/endpoints';
import { ApiClientError, apiRequest } from '@/web/lib/api-client';
import { notify, notifyError } from '@/web/lib/notify';
import { feedTabStore } from '../lib/feed-sort';
import { resolveMediaUrl, type MediaChoice } from './media-upload';
import {
  cancelPostRefreshes,
  placeNewPost,
  removePost,
  restoreRemoved,
  settlePost,
} from './post-cache';
import { postKeys } from './post-queries';

export interface PostInput {
  content: string;
  media: MediaChoice | null;
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ content, media }: PostInput) => {
      const mediaURL = await resolveMediaUrl(media);
      return apiRequest(endpoints.createPost, {
        body: { postData: { content, mediaURL, mediaAlt: media?.alt ?? '' } },
        auth: true,
        prefer: 'minimal',
      });
    },
    meta: { ownPostCount: 1 },
    onSuccess: async ({ post }) => {
      // A page being read would otherwise overwrite the lists as they were when it was asked.
      await cancelPostRefreshes(queryClient);
      placeNewPost(queryClient, post);
      // DESIGN.md: creating a post shows the feed by Latest, so the new post is on top.
      feedTabStore.set('Latest');
      notify.success(clientMessages.postCreated);
    },
  });
}

export function useEditPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ content, media }: PostInput) => {
      const mediaURL = await resolveMediaUrl(media);
      return apiRequest(endpoints.editPost, {
        params: { postId },
        body: { postData: { content, mediaURL, mediaAlt: media?.alt ?? '' } },
        auth: true,
        prefer: 'minimal',
      });
    },
    onSuccess: async ({ post }) => {
      await cancelPostRefreshes(queryClient);
      settlePost(queryClient, post);
      notify.success(clientMessages.postUpdated);
    },
  });
}

export function useDeletePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(endpoints.deletePost, { params: { postId }, auth: true, prefer: 'minimal' }),
    // Gone from every list at once; back where it stood if the server refuses.
    onMutate: async () => {
      await cancelPostRefreshes(queryClient);
      return { removals: removePost(queryClient, postId) };
    },
    onSuccess: () => {
      // Its own page, if open, asks again and shows it as gone.
      void queryClient.invalidateQueries({ queryKey: postKeys.detail(postId) });
      notify.success(clientMessages.postDeleted);
    },
    // The spec's own words for a refusal; any other failure shows the server's message.
    meta: { toastError: false, ownPostCount: -1 },
    onError: (error, _variables, context) => {
      if (context) restoreRemoved(queryClient, context.removals);
      if (error instanceof ApiClientError && error.status === 400)
        notify.error(clientMessages.cannotDeletePost);
      else notifyError(error);
    },
  });
}
