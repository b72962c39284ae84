import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveEventLimits } from '@/contract/live-event-limits';
import { apiPaths } from '@/contract/paths';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs } from '@/web/testing/render-app';
import { sessionStore } from '@/web/lib/session';
import { onRefusedToken } from '@/web/lib/session/refused-token';
import { postKeys, type PostPages } from '@/web/lib/shared-state';
import { startFeedEvents } from './feed-events';
import { NewPostsPill } from '../components/new-posts-pill';
import { createSseParser } from '../lib/sse-parser';
import { newPostsStore, type NewPostsListening } from './new-posts-store';
import { useNewPosts, useNewPostsListener } from './use-new-posts';

const latestFeed = postKeys.list({ kind: 'feed', sort: 'latest' });

/** The protected layout's part: listens while logged in, whatever page is shown. */
function Listener(props: NewPostsListening) {
  useNewPostsListener(props);
  return null;
}

/** The feed's top: the pill and what it counts. */
function FeedTop() {
  const { count, postIds, mode } = useNewPosts();
  return (
    <>
      <NewPostsPill count={count} onShow={() => undefined} />
      <output aria-label="new ids">{postIds.join(' ')}</output>
      <output aria-label="mode">{mode}</output>
    </>
  );
}

/** Counts the answers /api/feed gave: a poll's first check has set where "new" starts. */
function countFeedAnswers() {
  let answers = 0;
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url, 'http://x').pathname === apiPaths.feed()) answers += 1;
    return response;
  });
  return () => answers;
}

describe('useNewPosts', () => {
  const api = useTestApi();
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    vi.restoreAllMocks();
  });

  function renderWith(queryClient: QueryClient, children: ReactNode) {
    return render(<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>);
  }

  /** A post written by another user (or the viewer), straight through the API. */
  async function postAs(username: string, content: string) {
    const answer = await api.current().call<{ post: { _id: string } }>('POST', apiPaths.posts(), {
      token: await api.current().login(username),
      body: { postData: { content } },
      headers: { Prefer: 'return=minimal' },
    });
    return answer.body.post._id;
  }

  it('counts posts by followed people from the event stream, not the viewer’s own', async () => {
    await logInAs(api.current(), 'guest');
    renderWith(new QueryClient(), [<Listener key="l" mode="auto" />, <FeedTop key="f" />]);
    await vi.waitFor(() => expect(screen.getByLabelText('mode')).toHaveTextContent('stream'));
    const first = await postAs('maya.clay', 'one');
    await postAs('guest', 'my own');
    await postAs('tariq.codes', 'a stranger');
    expect(await screen.findByRole('button', { name: '1 new post' })).toBeVisible();
    const second = await postAs('kenji.rides', 'two');
    expect(await screen.findByRole('button', { name: '2 new posts' })).toBeVisible();
    expect(screen.getByLabelText('new ids')).toHaveTextContent(`${first} ${second}`);
    act(() => sessionStore.end());
  });

  it('keeps the count while the feed is left and shown again, and forgets it at logout', async () => {
    await logInAs(api.current(), 'guest');
    const queryClient = new QueryClient();
    const view = renderWith(queryClient, [<Listener key="l" mode="auto" />, <FeedTop key="f" />]);
    await vi.waitFor(() => expect(newPostsStore.get().mode).toBe('stream'));
    await postAs('maya.clay', 'before leaving');
    expect(await screen.findByRole('button', { name: '1 new post' })).toBeVisible();
    // Off to a profile: the feed unmounts, the layout's listener stays.
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <Listener mode="auto" />
      </QueryClientProvider>,
    );
    await postAs('kenji.rides', 'while away');
    await vi.waitFor(() => expect(newPostsStore.get().posts).toHaveLength(2));
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <Listener mode="auto" />
        <FeedTop />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: '2 new posts' })).toBeVisible();
    act(() => sessionStore.end());
    expect(newPostsStore.get()).toEqual({ posts: [], mode: undefined });
  });

  it('leaves out posts the cached Latest feed shows already, and forgets only those shown', async () => {
    await logInAs(api.current(), 'guest');
    const queryClient = new QueryClient();
    renderWith(queryClient, [<Listener key="l" mode="auto" />, <FeedTop key="f" />]);
    await vi.waitFor(() => expect(newPostsStore.get().mode).toBe('stream'));
    const refetched = await postAs('maya.clay', 'one');
    const shown = await postAs('lucia_reads', 'two');
    const arrivedMeanwhile = await postAs('kenji.rides', 'three');
    expect(await screen.findByRole('button', { name: '3 new posts' })).toBeVisible();
    // A refetch of the feed brought the first: the pill no longer counts it.
    const refetchedPage = {
      pages: [{ posts: [{ _id: refetched }], nextCursor: null }],
      pageParams: [undefined],
    } as unknown as PostPages;
    act(() => {
      queryClient.setQueryData(latestFeed, refetchedPage);
    });
    expect(await screen.findByRole('button', { name: '2 new posts' })).toBeVisible();
    // The pill was pressed and its page held the second; the third came while it was read.
    act(() => newPostsStore.forgetShown([shown]));
    expect(await screen.findByRole('button', { name: '1 new post' })).toBeVisible();
    expect(screen.getByLabelText('new ids')).toHaveTextContent(arrivedMeanwhile);
    act(() => sessionStore.end());
  });

  it('polls the feed when the stream is refused, and counts what is new since the first check', async () => {
    await logInAs(api.current(), 'guest');
    // The account's streams are all taken (other tabs): the stream answers 429.
    const token = sessionStore.get()!.token;
    for (let i = 0; i < liveEventLimits.streamsPerUser; i++) {
      const response = await api.current().app.request(apiPaths.events(), {
        headers: { authorization: token },
      });
      cleanups.push(() => response.body?.cancel());
    }
    const feedAnswers = countFeedAnswers();
    const modes: string[] = [];
    const onPost = vi.fn();
    const stop = startFeedEvents({
      mode: 'auto',
      pollMs: 100,
      onPost,
      onModeChange: (mode) => modes.push(mode),
    });
    cleanups.push(stop);
    await vi.waitFor(() => expect(modes).toEqual(['polling']));
    // The first check has answered: it set where "new" starts, and found nothing new.
    await vi.waitFor(() => expect(feedAnswers()).toBeGreaterThanOrEqual(1));
    expect(onPost).not.toHaveBeenCalled();
    const postId = await postAs('lucia_reads', 'seen by polling');
    await vi.waitFor(() =>
      expect(onPost).toHaveBeenCalledWith(
        expect.objectContaining({ postId, username: 'lucia_reads' }),
      ),
    );
  });

  it('gets the pill by polling in the demo build', async () => {
    await logInAs(api.current(), 'guest');
    const feedAnswers = countFeedAnswers();
    // No VITE_BACKEND=server in tests: this is the demo build's way.
    renderWith(new QueryClient(), [<Listener key="l" pollMs={100} />, <FeedTop key="f" />]);
    await vi.waitFor(() => expect(screen.getByLabelText('mode')).toHaveTextContent('polling'));
    // The first check sets where "new" starts.
    await vi.waitFor(() => expect(feedAnswers()).toBeGreaterThanOrEqual(1));
    await postAs('maya.clay', 'polled');
    expect(await screen.findByRole('button', { name: '1 new post' })).toBeVisible();
    act(() => sessionStore.end());
  });

  it('reports a token the stream refused to the session, without asking the feed', async () => {
    const { encodedToken } = await logInAs(api.current(), 'guest');
    await api.current().call('POST', apiPaths.logout(), { token: encodedToken });
    const feedAnswers = countFeedAnswers();
    const refused = vi.fn();
    cleanups.push(onRefusedToken(refused));
    cleanups.push(startFeedEvents({ mode: 'auto', onPost: vi.fn() }));
    await vi.waitFor(() => expect(refused).toHaveBeenCalledWith(encodedToken));
    expect(feedAnswers()).toBe(0);
  });

  it('stops at logout', async () => {
    await logInAs(api.current(), 'guest');
    const onPost = vi.fn();
    const modes: string[] = [];
    startFeedEvents({ mode: 'auto', onPost, onModeChange: (mode) => modes.push(mode) });
    await vi.waitFor(() => expect(modes).toEqual(['stream']));
    // Another session of the same account keeps listening: it shows when the post went out.
    const other = await api.current().app.request(apiPaths.events(), {
      headers: { authorization: await api.current().login('guest') },
    });
    const heard: string[] = [];
    const parser = createSseParser((message) => heard.push(message.data));
    const reader = other.body!.pipeThrough(new TextDecoderStream()).getReader();
    cleanups.push(() => reader.cancel());
    void (async () => {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        parser.push(chunk.value);
    })().catch(() => undefined);
    act(() => sessionStore.end());
    const postId = await postAs('maya.clay', 'after logout');
    await vi.waitFor(() => expect(heard.join()).toContain(postId));
    expect(onPost).not.toHaveBeenCalled();
  });
});
