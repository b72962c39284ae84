import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api-server';
import { logInAs, renderApp, tokenOfMissingUser } from '../../../test/render-app';
import { paths } from '../../config/paths';
import { postKeys } from '../posts/api/post-queries';
import { sessionStore } from '../../lib/session';

describe('session', () => {
  const api = useTestApi();

  it('is read from localStorage at start, so a reload keeps the user logged in', async () => {
    const { foundUser, encodedToken } = await logInAs(api.current(), 'guest');
    window.localStorage.setItem(
      'loginDetails',
      JSON.stringify({ user: foundUser, token: encodedToken }),
    );
    sessionStore.reload();
    const app = renderApp(paths.explore.href());
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    expect(screen.getByText('Hi, Guest')).toBeVisible();
    expect(app.location()).toBe('/explore');
  });

  it('logs out: revokes the token, clears every piece of user state and goes to /', async () => {
    const { encodedToken } = await logInAs(api.current(), 'guest');
    const app = renderApp(paths.explore.href());
    await screen.findByRole('feed', { name: 'Explore' });
    expect(app.queryClient.getQueryData(postKeys.list())).toBeDefined();

    await app.user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    // / is protected, so the visitor ends on /signup, with nothing remembered.
    await waitFor(() => expect(app.location()).toBe('/signup'));
    expect(window.localStorage.getItem('loginDetails')).toBeNull();
    expect(app.queryClient.getQueryData(postKeys.list())).toBeUndefined();
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
    expect(
      await screen.findByText('Your session has ended. Please log in again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe(paths.login.href('/bookmark')));
    await waitFor(() => expect(window.localStorage.getItem('loginDetails')).toBeNull());
    expect(app.queryClient.getQueryCache().getAll()).toHaveLength(0);
    // One toast, though the session check and the bookmarks were both refused.
    expect(screen.getAllByText('Your session has ended. Please log in again.')).toHaveLength(1);
    expect(screen.queryByText('The token is invalid. Unauthorized access error.')).toBeNull();
  });

  it('ends when the user behind the token is gone (404)', async () => {
    const { foundUser } = await logInAs(api.current(), 'guest');
    sessionStore.start({ user: foundUser, token: await tokenOfMissingUser(api.current()) });
    const app = renderApp(paths.explore.href());
    expect(
      await screen.findByText('Your session has ended. Please log in again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe(paths.login.href('/explore')));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  });

  it('is checked on guest pages too, and ends there without leaving the page', async () => {
    const { foundUser } = await logInAs(api.current(), 'guest');
    sessionStore.start({ user: foundUser, token: 'a-token-the-server-never-signed' });
    const app = renderApp(paths.login.href());
    expect(
      await screen.findByText('Your session has ended. Please log in again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(app.location()).toBe('/login');
    expect(
      await screen.findByRole('link', { name: 'Create a New Account? Sign Up' }),
    ).toBeVisible();
  });
});
