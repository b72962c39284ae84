import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverMessages } from '@/contract/messages';
import { apiPaths } from '@/contract/paths';
import { endpoints } from '@/contract/endpoints';
import { paths } from '@/web/config/paths';
import { serverConfigQuery } from '@/web/features/auth';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp, tokenOfMissingUser } from '@/web/testing/render-app';
import { apiRequest } from '../api-client';
import { sessionStore } from './session-store';

const sessionEnded = 'Your session has ended. Please log in again.';

/** Records every request that carries `token` from now on, as "METHOD path". */
function requestsWith(token: string) {
  const seen: string[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = new Request(input, init);
    if (request.headers.get('authorization') === token)
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
    return realFetch(input, init);
  });
  return { seen, stop: () => spy.mockRestore() };
}

const likeOf = (post: HTMLElement) => within(post).getByRole('button', { name: /^Like \(/ });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('session: a token the server refused', () => {
  const api = useTestApi();
  let stopRecording = () => {};
  afterEach(() => stopRecording());

  /** Explore, logged in as the guest, once the page and the session check have answered. */
  async function openExplore() {
    const { encodedToken } = await logInAs(api.current(), 'guest');
    const app = renderApp(paths.explore.href());
    await screen.findByRole('feed', { name: 'Explore' });
    await waitFor(() =>
      expect(app.queryClient.getQueryState(['session', encodedToken])?.status).toBe('success'),
    );
    return { app, token: encodedToken };
  }

  it('ends on the answer that refused it (its user gone: 404), with no request after it', async () => {
    const { app, token } = await openExplore();
    // The session is read with its user: hiding the user there is what a deleted user looks like.
    const sessions = api.current().store.sessions;
    const withUser = sessions.getWithUser.bind(sessions);
    vi.spyOn(sessions, 'getWithUser').mockImplementation(async (id) => {
      const found = await withUser(id);
      return found && { ...found, user: undefined };
    });
    const recording = requestsWith(token);
    stopRecording = recording.stop;
    const [post] = await screen.findAllByRole('article');
    await app.user.click(likeOf(post!));
    expect(await screen.findByText(sessionEnded)).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(app.location()).toBe(paths.login.href('/explore'));
    // The like's answer said it all: no session check followed it to tell this 404 from the
    // one of an unknown user the call names.
    expect(recording.seen).toEqual([expect.stringMatching(/^POST \/api\/posts\/like\//)]);
    expect(screen.queryByText(serverMessages.userNotRegistered)).toBeNull();
  });

  it('is kept on a plain 404: a post deleted meanwhile', async () => {
    const author = await api.current().login('maya.clay');
    const created = await api.current().call<{ post: { _id: string } }>('POST', apiPaths.posts(), {
      token: author,
      body: { postData: { content: 'Gone before the like arrives' } },
      headers: { Prefer: 'return=minimal' },
    });
    const { app, token } = await openExplore();
    const post = (await screen.findByText('Gone before the like arrives')).closest('article')!;
    await api.current().call('DELETE', apiPaths.post(created.body.post._id), { token: author });
    const recording = requestsWith(token);
    stopRecording = recording.stop;
    await app.user.click(likeOf(post));
    expect(await screen.findByText(serverMessages.postNotFound)).toBeInTheDocument();
    await settle();
    expect(recording.seen).toEqual([expect.stringMatching(/^POST \/api\/posts\/like\//)]);
    expect(screen.queryByText(sessionEnded)).toBeNull();
    expect(sessionStore.get()?.token).toBe(token);
    expect(app.location()).toBe('/explore');
  });

  it('ends at load: to /login, details cleared, one toast', async () => {
    const { foundUser } = await logInAs(api.current(), 'guest');
    sessionStore.start({ user: foundUser, token: 'a-token-the-server-never-signed' });
    const app = renderApp(paths.bookmark.href());
    expect(await screen.findByText(sessionEnded)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe(paths.login.href('/bookmark')));
    await waitFor(() => expect(window.localStorage.getItem('loginDetails')).toBeNull());
    // Nothing of the user's is left; the login page asks only what the server offers.
    const left = app.queryClient.getQueryCache().getAll();
    expect(left.map((query) => query.queryKey)).toEqual(
      left.length === 0 ? [] : [serverConfigQuery.queryKey],
    );
    // One toast, though the session check and the bookmarks were both refused.
    expect(screen.getAllByText(sessionEnded)).toHaveLength(1);
    expect(screen.queryByText(serverMessages.invalidToken)).toBeNull();
  });

  it('ends when the user behind the token is gone (404)', async () => {
    const { foundUser } = await logInAs(api.current(), 'guest');
    sessionStore.start({ user: foundUser, token: await tokenOfMissingUser(api.current()) });
    const app = renderApp(paths.explore.href());
    expect(await screen.findByText(sessionEnded)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe(paths.login.href('/explore')));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  });

  it('is checked on guest pages too, and ends there without leaving the page', async () => {
    const { foundUser } = await logInAs(api.current(), 'guest');
    sessionStore.start({ user: foundUser, token: 'a-token-the-server-never-signed' });
    const app = renderApp(paths.login.href());
    expect(await screen.findByText(sessionEnded)).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(app.location()).toBe('/login');
    expect(
      await screen.findByRole('link', { name: 'Create a New Account? Sign Up' }),
    ).toBeVisible();
  });

  it('does not end a later session: a late refusal of an earlier token', async () => {
    const first = await logInAs(api.current(), 'guest');
    await api.current().call('POST', apiPaths.logout(), { token: first.encodedToken });
    const second = await logInAs(api.current(), 'guest');
    const app = renderApp(paths.explore.href());
    await screen.findByRole('feed', { name: 'Explore' });
    // A call made with the first token answers only now.
    const late = await apiRequest(endpoints.bookmarks, {
      auth: true,
      token: first.encodedToken,
    }).catch((error: unknown) => error);
    expect(late).toMatchObject({ status: 401, tokenRefused: true });
    await settle();
    expect(screen.queryByText(sessionEnded)).toBeNull();
    expect(sessionStore.get()?.token).toBe(second.encodedToken);
    expect(app.location()).toBe('/explore');
  });

  it('is kept when a call names a user that does not exist (404 not Registered)', async () => {
    const { app, token } = await openExplore();
    const failure = await apiRequest(endpoints.follow, {
      params: { userId: 'no-such-user' },
      auth: true,
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      status: 404,
      message: serverMessages.userNotRegistered,
      tokenRefused: false,
    });
    await settle();
    expect(screen.queryByText(sessionEnded)).toBeNull();
    expect(sessionStore.get()?.token).toBe(token);
    expect(app.location()).toBe('/explore');
  });
});
