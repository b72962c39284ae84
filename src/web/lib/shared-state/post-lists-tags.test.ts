import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { publicUser } from '@/web/testing/public-user';
import { samplePost } from '@/web/testing/sample-post';
import { postKeys, type PostList, type PostPages } from './post-keys';
import { placeNewPost, postRetagged } from './post-lists';

const maya = publicUser('maya');
const pages = (...ids: string[]): PostPages => ({
  pages: [{ posts: ids.map((id) => samplePost(id, maya)), nextCursor: null }],
  pageParams: [undefined],
});
const ids = (queryClient: QueryClient, list: PostList) =>
  queryClient
    .getQueryData<PostPages>(postKeys.list(list))!
    .pages.flatMap((page) => page.posts.map((post) => post._id));

describe("the tag pages' caches", () => {
  it('take a new post on top of the pages of its tags only', () => {
    const queryClient = new QueryClient();
    for (const tag of ['kiln', 'glaze', 'other'])
      queryClient.setQueryData(postKeys.list({ kind: 'tag', tag }), pages('p1'));
    placeNewPost(queryClient, samplePost('p2', maya, { content: 'Fired #Kiln and #glaze' }));
    expect(ids(queryClient, { kind: 'tag', tag: 'kiln' })).toEqual(['p2', 'p1']);
    expect(ids(queryClient, { kind: 'tag', tag: 'glaze' })).toEqual(['p2', 'p1']);
    expect(ids(queryClient, { kind: 'tag', tag: 'other' })).toEqual(['p1']);
  });

  it('are read again after an edit, which may change the tags', async () => {
    const queryClient = new QueryClient();
    const kiln = postKeys.list({ kind: 'tag', tag: 'kiln' });
    queryClient.setQueryData(kiln, pages('p1'));
    await postRetagged(queryClient);
    expect(queryClient.getQueryState(kiln)!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(postKeys.list({ kind: 'liked' }))).toBeUndefined();
  });
});
