import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { countOwnPost } from './user-cache';

/**
 * Keeps the logged-in user's post count right wherever it shows, as their posts are made and
 * deleted: a mutation of the posts feature says so in its meta (ownPostCount), and succeeds.
 */
export function useOwnPostCounts() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const change = event.mutation.meta?.ownPostCount;
        if (change) countOwnPost(queryClient, change);
      }),
    [queryClient],
  );
}
