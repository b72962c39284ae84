import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guestCredentials } from '@/contract/demo';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';
import { paths } from '@/web/config/paths';
import { sessionStore } from '@/web/lib/session';

describe('login form', () => {
  const api = useTestApi();

  it('fills in the guest account, logs in, stores the session and goes to the feed', async () => {
    const app = renderApp(paths.login.href());
    await app.user.click(await screen.findByRole('button', { name: 'Login As Guest?' }));
    expect(screen.getByLabelText(/^Username/)).toHaveValue(guestCredentials.username);
    expect(screen.getByLabelText(/^Password/)).toHaveValue(guestCredentials.password);
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Logged In successfully Guest')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/'));
    const stored = JSON.parse(window.localStorage.getItem('loginDetails')!);
    expect(stored.user.username).toBe('guest');
    expect(stored.token).toEqual(expect.any(String));
    expect(await screen.findByRole('heading', { level: 1, name: 'User Feed' })).toBeVisible();
    expect(screen.getByText('Hi, Guest')).toBeVisible();
  });

  it("toasts the server's message on a wrong password and keeps what was typed", async () => {
    const app = renderApp(paths.login.href());
    await app.user.type(await screen.findByLabelText(/^Username/), 'guest');
    await app.user.type(screen.getByLabelText(/^Password/), 'not-the-password');
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText(
        'The credentials you entered are invalid. Unauthorized access error.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('guest');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('not-the-password');
    expect(app.location()).toBe(paths.login.href());
    expect(sessionStore.get()).toBeNull();
  });

  it('toasts when the username is not registered', async () => {
    const app = renderApp(paths.login.href());
    await app.user.type(await screen.findByLabelText(/^Username/), 'nobody.here');
    await app.user.type(screen.getByLabelText(/^Password/), 'whatever-it-is');
    await app.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('The username you entered is not Registered. Not Found error'),
    ).toBeInTheDocument();
  });

  it('needs both fields, as the browser enforces', async () => {
    renderApp(paths.login.href());
    expect(await screen.findByLabelText(/^Username/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
  });

  it('links to signup only when there is no token', async () => {
    renderApp(paths.login.href());
    expect(
      await screen.findByRole('link', { name: 'Create a New Account? Sign Up' }),
    ).toHaveAttribute('href', '/signup');
  });

  it('has no signup link for a logged-in user', async () => {
    await logInAs(api.current(), 'guest');
    renderApp(paths.login.href());
    expect(await screen.findByText(/You are logged in as @guest/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Create a New Account? Sign Up' })).toBeNull();
  });
});
