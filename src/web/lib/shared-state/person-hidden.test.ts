import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Reply } from '@/contract';
import { publicUser } from '@/web/testing/public-user';
import { samplePost } from '@/web/testing/sample-post';
import { personHidden } from './person-hidden';
import { postKeys, type PostList, type PostPages } from './post-keys';

describe('a block or a mute the safety feature reports', () => {
  it("takes the person's posts and shown replies out of every loaded list at once", () => {
    const queryClient = new QueryClient();
    const maya = publicUser('maya');
    const kenji = publicUser('kenji');
    const mayasReply = { _id: 'r1', username: 'maya' } as Reply;
    const lists: PostList[] = [
      { kind: 'feed', sort: 'latest' },
      { kind: 'explore', sort: 'latest' },
    ];
    for (const list of lists)
      queryClient.setQueryData<PostPages>(postKeys.list(list), {
        pages: [
          {
            posts: [samplePost('p1', maya), samplePost('p2', kenji, { comments: [mayasReply] })],
            nextCursor: 'next',
          },
          { posts: [samplePost('p3', maya)], nextCursor: null },
        ],
        pageParams: [undefined, 'next'],
      });

    personHidden(queryClient, 'maya');

    for (const list of lists) {
      const data = queryClient.getQueryData<PostPages>(postKeys.list(list))!;
      expect(data.pages.map((page) => page.posts.map((post) => post._id))).toEqual([['p2'], []]);
      expect(data.pages[0]!.posts[0]!.comments).toEqual([]);
    }
  });
});
