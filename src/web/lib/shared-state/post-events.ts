import type { QueryClient } from '@tanstack/react-query';
import type { Post } from '@/contract';
import { patchPerson } from './patch-person';
import { postKeys } from './post-keys';
import { cancelPostRefreshes, placeNewPost } from './post-lists';

/** The author's post count wherever a cache of people shows it, moved by one. */
const countPost = (queryClient: QueryClient, authorId: string, change: 1 | -1) =>
  patchPerson(queryClient, authorId, (user) => ({
    ...user,
    postCount: Math.max(0, user.postCount + change),
  }));

/**
 * The server made this post (the posts feature calls it once the answer is in): it goes on top
 * of every list whose first place is the newest, and its author's post count, on their profile
 * and in every list of people, goes up at once rather than when they are next read.
 */
export async function postCreated(queryClient: QueryClient, post: Post) {
  // A page being read would otherwise overwrite the lists as they were when it was asked.
  await cancelPostRefreshes(queryClient);
  placeNewPost(queryClient, post);
  countPost(queryClient, post.author._id, 1);
}

/**
 * The server deleted this post (the posts feature took it out of the lists when it asked): its
 * own page, if open, asks again and shows it as gone, and its author's post count goes down.
 */
export function postDeleted(queryClient: QueryClient, post: Pick<Post, '_id' | 'author'>) {
  void queryClient.invalidateQueries({ queryKey: postKeys.detail(post._id) });
  countPost(queryClient, post.author._id, -1);
}
