import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Post } from '@/contract';
import { publicUser } from '@/web/testing/public-user';
import { samplePost } from '@/web/testing/sample-post';
import { postKeys, type PostPages } from './post-keys';
import { replyCountChanged } from './reply-count';

const maya = publicUser('maya');

describe('a reply count the conversation feature reports', () => {
  it('changes the post in every list and on its own page, and no other post', () => {
    const queryClient = new QueryClient();
    const lists = [
      postKeys.list({ kind: 'explore', sort: 'latest' }),
      postKeys.list({ kind: 'liked' }),
    ];
    for (const key of lists)
      queryClient.setQueryData<PostPages>(key, {
        pages: [{ posts: [samplePost('p1', maya), samplePost('p2', maya)], nextCursor: null }],
        pageParams: [undefined],
      });
    queryClient.setQueryData(postKeys.detail('p1'), samplePost('p1', maya));

    replyCountChanged(queryClient, 'p1', 7);

    for (const key of lists)
      expect(
        queryClient.getQueryData<PostPages>(key)!.pages[0]!.posts.map((post) => post.commentCount),
      ).toEqual([7, 0]);
    expect(queryClient.getQueryData<Post>(postKeys.detail('p1'))!.commentCount).toBe(7);
  });
});
