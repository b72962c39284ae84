import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveEventLimits } from '../../../../contract/live-event-limits';
import { apiPaths } from '../../../../contract/paths';
import { useTestApi } from '../../../../test/api-server';
import { logInAs } from '../../../../test/render-app';
import { sessionStore } from '../../../lib/session';
import { startFeedEvents } from './feed-events';
import { NewPostsPill } from './new-posts-pill';
import { useNewPosts } from './use-new-posts';

/** The feed's top as the posts engineer will build it: the pill, and what pressing it shows. */
function FeedTop(props: Parameters<typeof useNewPosts>[0]) {
  const { count, postIds, clear, mode } = useNewPosts(props);
  return (
    <>
      <NewPostsPill count={count} onShow={clear} />
      <output aria-label="new ids">{postIds.join(' ')}</output>
      <output aria-label="mode">{mode}</output>
    </>
  );
}

describe('useNewPosts', () => {
  const api = useTestApi();
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

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
    render(<FeedTop mode="auto" />);
    await vi.waitFor(() => expect(screen.getByLabelText('mode')).toHaveTextContent('stream'));
    const first = await postAs('maya.clay', 'one');
    await postAs('guest', 'my own');
    await postAs('tariq.codes', 'a stranger');
    expect(await screen.findByRole('button', { name: '1 new post' })).toBeVisible();
    const second = await postAs('kenji.rides', 'two');
    expect(await screen.findByRole('button', { name: '2 new posts' })).toBeVisible();
    expect(screen.getByLabelText('new ids')).toHaveTextContent(`${first} ${second}`);

    await userEvent.setup().click(screen.getByRole('button', { name: '2 new posts' }));
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
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
    await new Promise((resolve) => setTimeout(resolve, 250));
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
    // No VITE_BACKEND=server in tests: this is the demo build's way.
    render(<FeedTop pollMs={100} />);
    await vi.waitFor(() => expect(screen.getByLabelText('mode')).toHaveTextContent('polling'));
    // The first check sets where "new" starts.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await postAs('maya.clay', 'polled');
    expect(await screen.findByRole('button', { name: '1 new post' })).toBeVisible();
  });

  it('stops at logout', async () => {
    await logInAs(api.current(), 'guest');
    const onPost = vi.fn();
    const modes: string[] = [];
    startFeedEvents({ mode: 'auto', onPost, onModeChange: (mode) => modes.push(mode) });
    await vi.waitFor(() => expect(modes).toEqual(['stream']));
    act(() => sessionStore.end());
    await postAs('maya.clay', 'after logout');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onPost).not.toHaveBeenCalled();
  });
});
