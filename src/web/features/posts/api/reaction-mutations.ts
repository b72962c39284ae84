import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookmarksResponse, Post, PostsResponse } from '../../../../contract';
import { serverMessages } from '../../../../contract/messages';
import { apiPaths } from '../../../../contract/paths';
import { ApiClientError, apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { cancelPostRefreshes, patchPost, settlePosts } from './post-cache';
import { postKeys } from './post-queries';

const likeCall = (postId: string) =>
  apiRequest<PostsResponse>(apiPaths.like(postId), { method: 'POST', auth: true });
const dislikeCall = (postId: string) =>
  apiRequest<PostsResponse>(apiPaths.dislike(postId), { method: 'POST', auth: true });

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
        // Spec section 4: a 400 to a like means it was liked already, so the toggle unlikes.
        if (!(error instanceof ApiClientError && error.message === serverMessages.alreadyLiked))
          throw error;
        return { answer: await dislikeCall(post._id), liked: false };
      }
    },
    onMutate: async ({ post, liked }) => {
      await cancelPostRefreshes(queryClient);
      const me = session?.user;
      if (me) {
        const summary = {
          _id: me._id,
          username: me.username,
          firstName: me.firstName,
          lastName: me.lastName,
          avatarUrl: me.avatarUrl,
        };
        patchPost(queryClient, post._id, (current) => ({
          ...current,
          likes: {
            ...current.likes,
            likeCount: Math.max(0, current.likes.likeCount + (liked ? -1 : 1)),
            likedBy: liked
              ? current.likes.likedBy.filter((user) => user.username !== me.username)
              : [...current.likes.likedBy, summary],
          },
        }));
      }
    },
    // Only this post's likes go back: other posts may have changed since, through other clicks
    // the server accepted. The lists are then read again, in case the refusal was news.
    onError: (_error, { post }) => {
      patchPost(queryClient, post._id, (current) => ({ ...current, likes: post.likes }));
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
    onSuccess: ({ answer, liked }) => {
      settlePosts(queryClient, answer);
      notify.success(liked ? 'Post Liked' : 'Post UnLiked');
    },
  });
}

/** Bookmark and remove as one toggle, at once, rolled back if the server refuses. */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, bookmarked }: { postId: string; bookmarked: boolean }) =>
      apiRequest<BookmarksResponse>(
        bookmarked ? apiPaths.removeBookmark(postId) : apiPaths.bookmark(postId),
        { method: 'POST', auth: true },
      ),
    onMutate: async ({ postId, bookmarked }) => {
      await queryClient.cancelQueries({ queryKey: postKeys.bookmarks() });
      const snapshot = queryClient.getQueryData<BookmarksResponse>(postKeys.bookmarks());
      queryClient.setQueryData<BookmarksResponse>(postKeys.bookmarks(), (data) => {
        const ids = data?.bookmarks ?? [];
        return { bookmarks: bookmarked ? ids.filter((id) => id !== postId) : [...ids, postId] };
      });
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      if (context?.snapshot) queryClient.setQueryData(postKeys.bookmarks(), context.snapshot);
      // Nothing was read before the click: the guess is dropped at once and read again.
      else void queryClient.resetQueries({ queryKey: postKeys.bookmarks() });
    },
    onSuccess: (answer, { bookmarked }) => {
      queryClient.setQueryData(postKeys.bookmarks(), answer);
      notify.success(
        bookmarked ? 'Removed from BookMarked Successfully' : 'Post BookMarked Successfully',
      );
    },
  });
}
