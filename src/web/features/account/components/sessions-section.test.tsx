import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seededPassword, type TestApi } from '@/backend/testing/test-api';
import { paths } from '@/web/config/paths';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';

const firefoxOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A login of the same person elsewhere: another browser, from another address. */
async function loginElsewhere(api: TestApi, username: string) {
  const answer = await api.call<{ encodedToken: string }>('POST', '/api/auth/login', {
    body: { username, password: seededPassword(username) },
    headers: { 'user-agent': firefoxOnWindows, 'x-test-client': '203.0.113.7' },
  });
  return answer.body.encodedToken;
}

describe('/settings: sessions', () => {
  const api = useTestApi();

  async function openAs(username: string) {
    await logInAs(api.current(), username);
    const app = renderApp(paths.settings.href());
    // The first test loads the settings page's code: give it time on a busy machine.
    const list = await screen.findByRole('list', { name: 'Your sessions' }, { timeout: 10_000 });
    return { app, list };
  }

  it('lists this session and the other one, and logs the other out', async () => {
    const elsewhere = await loginElsewhere(api.current(), 'kenji.rides');
    const { app, list } = await openAs('kenji.rides');
    const other = await within(list).findByRole('listitem', { name: 'Firefox on Windows' });
    expect(other).toHaveTextContent('203.0.113.7');
    expect(other).toHaveTextContent(/Logged in .*2026.* · Last seen .*2026/);
    const here = within(list).getByRole('listitem', { name: 'Unknown device' });
    expect(here).toHaveTextContent('This device');
    expect(within(here).queryByRole('button')).toBeNull();

    await app.user.click(within(other).getByRole('button', { name: 'Log out Firefox on Windows' }));
    expect(await screen.findByText('Logged out Firefox on Windows')).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toEqual([here]);
    expect((await api.current().call('GET', '/api/feed', { token: elsewhere })).status).toBe(401);
    expect(screen.queryByRole('button', { name: 'Log out everywhere else' })).toBeNull();
  });

  it('puts a session back when its logout fails, and says why', async () => {
    await loginElsewhere(api.current(), 'kenji.rides');
    const { app, list } = await openAs('kenji.rides');
    let fail: (error: Error) => void = () => undefined;
    vi.spyOn(api.current().store.sessions, 'revokeOf').mockImplementationOnce(
      () => new Promise((_resolve, reject) => (fail = reject)),
    );
    const button = await within(list).findByRole('button', { name: 'Log out Firefox on Windows' });
    await app.user.click(button);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    fail(new Error('The database is away'));
    expect(await within(list).findByRole('listitem', { name: 'Firefox on Windows' })).toBeVisible();
    expect(await screen.findByRole('alert')).toBeVisible();
  });

  it('logs out everywhere else after asking, and says how many', async () => {
    const others = [
      await loginElsewhere(api.current(), 'kenji.rides'),
      await loginElsewhere(api.current(), 'kenji.rides'),
    ];
    const { app, list } = await openAs('kenji.rides');
    await within(list).findAllByRole('button', { name: 'Log out Firefox on Windows' });
    await app.user.click(screen.getByRole('button', { name: 'Log out everywhere else' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out everywhere else?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Log out everywhere else' }));
    expect(await screen.findByText('Logged out 2 other sessions')).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    for (const token of others)
      expect((await api.current().call('GET', '/api/feed', { token })).status).toBe(401);
  });

  it("shows the guest only this session, and no way to log out anyone else's", async () => {
    await loginElsewhere(api.current(), 'guest');
    const { list } = await openAs('guest');
    expect(await within(list).findByRole('listitem')).toHaveTextContent('This device');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText(/Everyone trying Murmur shares the guest account/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Log out everywhere else' })).toBeNull();
  });
});
