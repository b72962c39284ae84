import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/web/config/paths';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';
import { seededPassword } from '@/backend/testing/test-api';

// Typing a new password loads the strength estimator, whose dictionaries take a while.
describe('/settings: change password', { timeout: 60_000 }, () => {
  const api = useTestApi();

  async function openAs(username: string) {
    await logInAs(api.current(), username);
    const app = renderApp(paths.settings.href());
    await screen.findByRole('heading', { name: 'Change password' });
    const fill = async (current: string, next: string, again = next) => {
      await app.user.type(screen.getByLabelText('Current password'), current);
      await app.user.type(screen.getByLabelText('New password'), next);
      await app.user.type(screen.getByLabelText('New password again'), again);
      await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    };
    return { app, fill };
  }

  it('changes it, says the other session is logged out, and empties the form', async () => {
    const elsewhere = await api.current().login('kenji.rides');
    const { fill } = await openAs('kenji.rides');
    await fill(seededPassword('kenji.rides'), 'a much longer passphrase');
    expect(
      await screen.findByText('Your password is changed, and your other session is logged out.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    const feed = await api.current().call('GET', '/api/feed', { token: elsewhere });
    expect(feed.status).toBe(401);
  });

  it('says what is wrong: a short or mistyped new password, a wrong current one', async () => {
    const { app, fill } = await openAs('kenji.rides');
    await fill('whatever', 'short');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your new password needs at least 10 characters.',
    );
    for (const label of ['Current password', 'New password', 'New password again'])
      await app.user.clear(screen.getByLabelText(label));
    await fill('whatever', 'a much longer passphrase', 'a much longer passphrasE');
    expect(screen.getByRole('alert')).toHaveTextContent('The two new passwords differ.');
    for (const label of ['Current password', 'New password', 'New password again'])
      await app.user.clear(screen.getByLabelText(label));
    await fill('not my password', 'a much longer passphrase');
    expect(await screen.findByText('Your current password is not right.')).toBeVisible();
  });

  it("shows the new password's strength, and the server's refusal of a common one", async () => {
    const { app, fill } = await openAs('kenji.rides');
    await app.user.click(screen.getByLabelText('New password'));
    await app.user.paste('kenji.rides.2024');
    expect(await screen.findByText('Strength: Too weak', {}, { timeout: 30_000 })).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /Strength: Too weak It is made of your own names or email address/,
    );
    await app.user.clear(screen.getByLabelText('New password'));
    await fill(seededPassword('kenji.rides'), 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^This password is one of the common ones that attackers try first/,
    );
    const kept = await api.current().call('POST', '/api/auth/login', {
      body: { username: 'kenji.rides', password: seededPassword('kenji.rides') },
    });
    expect(kept.status).toBe(200);
  });

  it('leads to the muted and blocked people', async () => {
    await openAs('kenji.rides');
    expect(
      screen.getByRole('link', { name: 'Muted words, muted and blocked people' }),
    ).toHaveAttribute('href', paths.mutedSettings.href());
  });
});
