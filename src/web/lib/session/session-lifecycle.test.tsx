import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp, seededPassword } from '@/web/testing/render-app';
import { endpoints } from '@/contract/endpoints';
import { paths } from '@/web/config/paths';
import { apiRequest } from '../api-client';
import { postKeys } from '@/web/lib/shared-state';
import { sessionStore } from './session-store';

const exploreLatest = { kind: 'explore', sort: 'latest' } as const;
const sessionEnded = 'Your session has ended. Please log in again.';

describe('session: logout and login', () => {
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
});
