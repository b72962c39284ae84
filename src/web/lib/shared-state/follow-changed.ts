import type { QueryClient } from '@tanstack/react-query';
import { postKeys } from './post-keys';

/**
 * The viewer followed or unfollowed someone (the users feature calls it once the server took it):
 * the feed holds the posts of whom the viewer follows, so each of its tabs starts again from its
 * first page (reading every loaded page again would cost as many requests).
 */
export const followChanged = (queryClient: QueryClient) =>
  queryClient.resetQueries({ queryKey: postKeys.feeds() });
