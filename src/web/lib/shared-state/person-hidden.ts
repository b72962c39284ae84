import type { QueryClient } from '@tanstack/react-query';
import type { Post } from '@/contract';
import { postKeys, type PostPages } from './post-keys';
import { userKeys } from './user-keys';

const isPages = (data: unknown): data is PostPages =>
  typeof data === 'object' && data !== null && 'pages' in data;

const withoutAuthor = (posts: Post[], username: string) =>
  posts
    .filter((post) => post.username !== username)
    .map((post) =>
      post.comments.some((reply) => reply.username === username)
        ? { ...post, comments: post.comments.filter((reply) => reply.username !== username) }
        : post,
    );

/**
 * The viewer blocked or muted someone (the safety feature calls it once the server took it): their
 * posts and the replies shown under others' posts leave every loaded list at once, and the people
 * lists are read again, as the server leaves them out too.
 */
export function personHidden(queryClient: QueryClient, username: string) {
  queryClient.setQueriesData<PostPages>(
    { queryKey: postKeys.lists(), predicate: (query) => isPages(query.state.data) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, posts: withoutAuthor(page.posts, username) })),
      },
  );
  void queryClient.invalidateQueries({ queryKey: userKeys.pages() });
}

/**
 * The viewer unblocked or unmuted someone: the lists that left them out are read again, the feed
 * from its first page (a block also ended the follows).
 */
export function personShown(queryClient: QueryClient) {
  void queryClient.resetQueries({ queryKey: postKeys.feeds() });
  void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: userKeys.pages() });
}
