import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { postKeys, type PostPages } from './post-keys';

/**
 * Calls `onChange` when the first page of someone's posts changes: a post written or deleted, or
 * the list read afresh with different posts. Not when it first arrives, nor for a next page or a
 * like, which change no count of theirs. Their profile page asks for the person again then, so
 * that the counts it shows match the posts under it (docs/product.md, the profile).
 */
export function useWhenUserPostsChange(username: string, onChange: () => unknown) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const queryKey = postKeys.list({ kind: 'user', username });
    const firstPageIds = () =>
      queryClient
        .getQueryData<PostPages>(queryKey)
        ?.pages[0]?.posts.map((post) => post._id)
        .join();
    let seen = firstPageIds();
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== hashKey(queryKey)) return;
      const now = firstPageIds();
      if (seen !== undefined && now !== undefined && now !== seen) void onChange();
      if (now !== undefined) seen = now;
    });
  }, [queryClient, username, onChange]);
}
