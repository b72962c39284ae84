import type { QueryClient } from '@tanstack/react-query';
import { postPagesQuery, type FirstPostList } from '@/web/features/posts';

/**
 * Asks for a list's first page of posts into the query cache. A module of its own, loaded only
 * for a logged-in visitor of a page that opens on posts (first-screen.ts): the posts' queries and
 * endpoint rows then stay out of the login screen's first load. boot.js preloads it with / and
 * /explore (scripts/defer-app-start.mjs), so asking for it costs no round trip.
 */
export const prefetchFirstPosts = (queryClient: QueryClient, list: FirstPostList) =>
  queryClient.prefetchInfiniteQuery(postPagesQuery(list));
