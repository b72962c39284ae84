import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '@/contract';
import { clientMessages } from '@/contract/client-messages';
import { endpoints } from '@/contract/endpoints';
import { ApiClientError, apiRequest } from '@/web/lib/api-client';
import { notify, notifyError } from '@/web/lib/notify';
import {
  cancelPostRefreshes,
  postCreated,
  postDeleted,
  removePost,
  restoreRemoved,
  postRetagged,
  settlePost,
} from '@/web/lib/shared-state';
import { feedTabStore } from '../lib/feed-sort';
import { resolveMediaUrl, type MediaChoice } from './media-upload';

export interface PostInput {
  content: string;
  /** In the order the author chose: up to four pictures, or one video. */
  media: MediaChoice[];
  /** Empty for none. */
  contentWarning: string;
  sensitive: boolean;
  /** Whether others may quote the post. */
  allowQuotes: boolean;
  /** The post a new post quotes, shown in the composer; never changed by an edit. */
  quoting?: Post;
}

/** The postData of a create or an edit, once every newly picked file is uploaded. */
async function postDataOf({ content, media, contentWarning, sensitive, allowQuotes }: PostInput) {
  const items = await Promise.all(
    media.map(async (choice) => ({ url: await resolveMediaUrl(choice), alt: choice.alt ?? '' })),
  );
  return {
    content,
    media: items,
    contentWarning: contentWarning.trim(),
    sensitive: items.length > 0 && sensitive,
    // The first item again for servers that know only one picture per post.
    mediaURL: items[0]?.url ?? '',
    mediaAlt: items[0]?.alt ?? '',
    allowQuotes,
  };
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PostInput) => {
      return apiRequest(endpoints.createPost, {
        body: {
          postData: {
            ...(await postDataOf(input)),
            ...(input.quoting ? { quoteOf: input.quoting._id } : {}),
          },
        },
        auth: true,
        prefer: 'minimal',
      });
    },
    onSuccess: async ({ post }) => {
      // On top of the lists, and its author's post count up, wherever they are cached.
      await postCreated(queryClient, post);
      // Creating a post shows the feed by Latest, so the new post is on top (docs/product.md).
      feedTabStore.set('Latest');
      notify.success(clientMessages.postCreated);
    },
  });
}

export function useEditPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PostInput) => {
      return apiRequest(endpoints.editPost, {
        params: { postId },
        body: { postData: await postDataOf(input) },
        auth: true,
        prefer: 'minimal',
      });
    },
    onSuccess: async ({ post }) => {
      await cancelPostRefreshes(queryClient);
      settlePost(queryClient, post);
      void postRetagged(queryClient);
      notify.success(clientMessages.postUpdated);
    },
  });
}

export function useDeletePost(post: Pick<Post, '_id' | 'author'>) {
  const queryClient = useQueryClient();
  const postId = post._id;
  return useMutation({
    mutationFn: () =>
      apiRequest(endpoints.deletePost, { params: { postId }, auth: true, prefer: 'minimal' }),
    // Gone from every list at once; back where it stood if the server refuses.
    onMutate: async () => {
      await cancelPostRefreshes(queryClient);
      return { removals: removePost(queryClient, postId) };
    },
    onSuccess: () => {
      // Its own page shows it as gone, and its author's post count goes down.
      postDeleted(queryClient, post);
      notify.success(clientMessages.postDeleted);
    },
    // A refusal (400) says "You cannot delete this post"; any other failure, the server's message.
    meta: { toastError: false },
    onError: (error, _variables, context) => {
      if (context) restoreRemoved(queryClient, context.removals);
      if (error instanceof ApiClientError && error.status === 400)
        notify.error(clientMessages.cannotDeletePost);
      else notifyError(error);
    },
  });
}
