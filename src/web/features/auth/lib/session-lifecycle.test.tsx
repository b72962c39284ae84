import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp, seededPassword, tokenOfMissingUser } from '@/web/testing/render-app';
import { endpoints } from '@/contract/endpoints';
import { paths } from '@/web/config/paths';
import { apiRequest } from '@/web/lib/api-client';
import { postKeys } from '@/web/features/posts/api/post-queries';
import { sessionStore } from '@/web/lib/session';
import { serverConfigQuery } from '../api/auth-api';

const exploreLatest = { kind: 'explore', sort: 'latest' } as const;
const sessionEnded = 'Your session has ended. Please log in again.';

describe('session', () => {
  const api = useTestApi();

  it('logs out: revokes the token, clears every piece of user state and goes to /', async () => {
    const { encodedToken } = await logInAs(api.current(), 'guest');
    const app = renderApp(paths.explore.href());
    await screen.findByRole('feed', { name: 'Explore' });
    expect(app.queryClient.getQueryData(postKeys.list(exploreLatest))).toBeDefined();

    await app.user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    // / is protected, so the visitor ends on /signup, with nothing remembered.
    await waitFor(() => expect(app.location()).toBe('/signup'));
    expect(window.localStorage.getItem('loginDetails')).toBeNull();
    expect(app.queryClient.getQueryData(postKeys.list(exploreLatest))).toBeUndefined();
    const after = await api.current().call('GET', '/api/users/bookmark', { token: encodedToken });
    expect(after.status).toBe(401);
  });

  it('/logout logs out and goes to /', async () => {
    await logInAs(api.current(), 'guest');
    const app = renderApp(paths.logout.href());
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/signup'));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  });

  it('ends when the server refuses the token: to /login, details cleared, a toast', async () => {
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
    expect(screen.queryByText('The token is invalid. Unauthorized access error.')).toBeNull();
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

  it('logs out without "session ended" when a call is refused while the revoke is on its way', async () => {
    await logInAs(api.current(), 'guest');
    const app = renderApp(paths.explore.href());
    await screen.findByRole('feed', { name: 'Explore' });
    const realFetch = globalThis.fetch;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      // The token is revoked now; a call of the page that was still on its way is refused.
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/auth/logout'))
        await apiRequest(endpoints.bookmarks, { auth: true }).catch(() => undefined);
      return response;
    });
    try {
      await app.user.click(screen.getByRole('button', { name: 'Log out' }));
      expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
      await waitFor(() => expect(app.location()).toBe('/signup'));
    } finally {
      fetchSpy.mockRestore();
    }
    expect(screen.queryByText(sessionEnded)).toBeNull();
  });

  it('is not ended by a late refusal of the token of an earlier session', async () => {
    const first = await logInAs(api.current(), 'guest');
    await api.current().call('POST', '/api/auth/logout', { token: first.encodedToken });
    const second = await logInAs(api.current(), 'guest');
    const app = renderApp(paths.explore.href());
    await screen.findByRole('feed', { name: 'Explore' });
    // A call made with the first token answers only now.
    const late = await apiRequest(endpoints.bookmarks, {
      auth: true,
      token: first.encodedToken,
    }).catch((error: unknown) => error);
    expect(late).toMatchObject({ status: 401, sessionRejected: true, token: first.encodedToken });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(sessionEnded)).toBeNull();
    expect(sessionStore.get()?.token).toBe(second.encodedToken);
    expect(app.location()).toBe('/explore');
  });

  it('logging in over a session revokes its token and forgets its cached data', async () => {
    const { encodedToken } = await logInAs(api.current(), 'guest');
    const app = renderApp(paths.login.href());
    expect(await screen.findByText(/You are logged in as @guest/)).toBeInTheDocument();
    app.queryClient.setQueryData(['of-the-guest'], 'private');

    await app.user.type(screen.getByLabelText(/^Username/), 'maya.clay');
    await app.user.type(screen.getByLabelText(/^Password/), seededPassword('maya.clay'));
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Logged In successfully/)).toBeInTheDocument();
    expect(sessionStore.get()?.user.username).toBe('maya.clay');
    expect(app.queryClient.getQueryData(['of-the-guest'])).toBeUndefined();
    await waitFor(async () => {
      const old = await api.current().call('GET', '/api/users/bookmark', { token: encodedToken });
      expect(old.status).toBe(401);
    });
  });

  it('forgets the cached data when another tab logs out', async () => {
    await logInAs(api.current(), 'guest');
    const app = renderApp(paths.explore.href());
    await screen.findByRole('feed', { name: 'Explore' });
    expect(app.queryClient.getQueryData(postKeys.list(exploreLatest))).toBeDefined();
    act(() => {
      window.localStorage.removeItem('loginDetails');
      window.dispatchEvent(new StorageEvent('storage', { key: 'loginDetails' }));
    });
    await waitFor(() => expect(app.location()).toBe(paths.signup.href('/explore')));
    expect(app.queryClient.getQueryData(postKeys.list(exploreLatest))).toBeUndefined();
  });

  it('is kept when a call names a user that does not exist (404 not Registered)', async () => {
    const { encodedToken } = await logInAs(api.current(), 'guest');
    const app = renderApp(paths.explore.href());
    await screen.findByRole('feed', { name: 'Explore' });
    const failure = await apiRequest(endpoints.follow, {
      params: { userId: 'no-such-user' },
      auth: true,
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      status: 404,
      message: 'The username you entered is not Registered. Not Found error',
      sessionRejected: false,
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(sessionEnded)).toBeNull();
    expect(sessionStore.get()?.token).toBe(encodedToken);
    expect(app.location()).toBe('/explore');
  });
});
