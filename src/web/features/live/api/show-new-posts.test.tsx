import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@/contract/paths';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs } from '@/web/testing/render-app';
import { sessionStore } from '@/web/lib/session';
import { postKeys, postsPerPage, type PostPages } from '@/web/lib/shared-state';
import { postPagesQuery } from '@/web/features/posts';
import { useShowNewPosts } from './show-new-posts';

/** Holds back the answers to next-page reads of the feed until release() is called. */
function holdNextPages() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const response = await realFetch(input, init);
    if (url.includes(apiPaths.feed()) && url.includes('cursor=')) await released;
    return response;
  });
  return release;
}

describe('useShowNewPosts', () => {
  const api = useTestApi();
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStore.end();
  });

  /** A post by someone the guest follows, straight through the API. */
  async function postAsMaya(content: string) {
    const answer = await api.current().call<{ post: { _id: string } }>('POST', apiPaths.posts(), {
      token: await api.current().login('maya.clay'),
      body: { postData: { content } },
      headers: { Prefer: 'return=minimal' },
    });
    return answer.body.post._id;
  }

  it('is not overwritten by a next page that was being read when it wrote', async () => {
    // More than a page of feed, so that there is a next page to read.
    for (let i = 0; i < postsPerPage; i++) await postAsMaya(`filler ${i}`);
    await logInAs(api.current(), 'guest');
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        feed: useInfiniteQuery(postPagesQuery({ kind: 'feed', sort: 'latest' })),
        show: useShowNewPosts(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.feed.data?.pages).toHaveLength(1));
    const release = holdNextPages();
    const nextPage = result.current.feed.fetchNextPage();
    expect(queryClient.isFetching()).toBe(1);

    const fresh = await postAsMaya('fresh');
    await act(() => result.current.show());
    release();
    await act(() => nextPage);
    expect(queryClient.isFetching()).toBe(0);
    const pages = queryClient.getQueryData<PostPages>(
      postKeys.list({ kind: 'feed', sort: 'latest' }),
    );
    expect(pages?.pages[0]?.posts[0]?._id).toBe(fresh);
  });
});
