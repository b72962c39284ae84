import type { QueryClient } from '@tanstack/react-query';
import { patchPost } from './post-lists';

/**
 * A reply was written or deleted (the conversation feature calls it with the server's count):
 * the post's reply count changes in every list of posts and on the post's own page.
 */
export const replyCountChanged = (queryClient: QueryClient, postId: string, replyCount: number) =>
  patchPost(queryClient, postId, (post) => ({ ...post, commentCount: replyCount }));
