import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '@/contract';
import { clientMessages } from '@/contract/client-messages';
import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';
import { notify } from '@/web/lib/notify';
import { cancelPostRefreshes, patchPost, postKeys, settlePost } from '@/web/lib/shared-state';

/** The post as the viewer's repost (or its undoing) leaves it. */
const withRepost = (post: Post, reposted: boolean): Post =>
  post.repostedByViewer === reposted
    ? post
    : {
        ...post,
        repostedByViewer: reposted,
        repostCount: Math.max(0, post.repostCount + (reposted ? 1 : -1)),
      };

/**
 * Repost and undo as one toggle, shown at once in every list and rolled back if the server
 * refuses. Either answers the post as it now is, so a repost made in another tab settles too.
 */
export function useToggleRepost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ post, reposted }: { post: Post; reposted: boolean }) =>
      apiRequest(reposted ? endpoints.unrepost : endpoints.repost, {
        params: { postId: post._id },
        auth: true,
      }),
    onMutate: async ({ post, reposted }) => {
      await cancelPostRefreshes(queryClient);
      patchPost(queryClient, post._id, (current) => withRepost(current, !reposted));
    },
    onError: (_error, { post }) => {
      patchPost(queryClient, post._id, (current) => ({
        ...current,
        repostedByViewer: post.repostedByViewer,
        repostCount: post.repostCount,
      }));
      void queryClient.invalidateQueries({ queryKey: postKeys.all, refetchType: 'none' });
    },
    onSuccess: ({ post }, { reposted }) => {
      settlePost(queryClient, post);
      notify.success(reposted ? clientMessages.repostUndone : clientMessages.postReposted);
    },
  });
}
