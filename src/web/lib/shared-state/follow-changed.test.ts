import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { publicUser } from '@/web/testing/public-user';
import { samplePost } from '@/web/testing/sample-post';
import { followChanged } from './follow-changed';
import { postKeys, type PostList, type PostPages } from './post-keys';

describe('a follow the users feature reports', () => {
  it('starts every tab of the feed again, and leaves the other lists as read', async () => {
    const queryClient = new QueryClient();
    const lists: PostList[] = [
      { kind: 'feed', sort: 'latest' },
      { kind: 'feed', sort: 'trending' },
      { kind: 'explore', sort: 'latest' },
    ];
    for (const list of lists)
      queryClient.setQueryData<PostPages>(postKeys.list(list), {
        pages: [{ posts: [samplePost('p1', publicUser('maya'))], nextCursor: null }],
        pageParams: [undefined],
      });

    await followChanged(queryClient);

    const held = lists.map((list) => queryClient.getQueryData(postKeys.list(list)) !== undefined);
    expect(held).toEqual([false, false, true]);
  });
});
