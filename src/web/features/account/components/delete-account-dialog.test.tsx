import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/web/config/paths';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp, seededPassword } from '@/web/testing/render-app';

describe('/settings: delete account', () => {
  const api = useTestApi();

  async function openDialog(username: string) {
    await logInAs(api.current(), username);
    const app = renderApp(paths.settings.href());
    // The settings page's code loads on first use: a busy machine may take a while.
    await screen.findByRole('heading', { name: 'Delete account' }, { timeout: 10_000 });
    await app.user.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const fill = async (password: string, typed: string) => {
      await app.user.type(within(dialog).getByLabelText('Your password'), password);
      await app.user.type(within(dialog).getByLabelText('Your username, to confirm'), typed);
      await app.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    };
    return { app, dialog, fill };
  }

  it('says what goes, offers the export first, and Cancel keeps everything', async () => {
    const { app, dialog } = await openDialog('kenji.rides');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(dialog).toHaveTextContent('your posts and their pictures, and your replies');
    expect(dialog).toHaveTextContent('Nobody can take the username @kenji.rides for 30 days.');
    expect(within(dialog).getByRole('link', { name: 'Download your data first' })).toHaveAttribute(
      'href',
      '/settings#export',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account…' })).toHaveFocus();
  });

  it('refuses a mistyped username itself, and a wrong password with the server’s word', async () => {
    const { app, dialog, fill } = await openDialog('kenji.rides');
    await fill('whatever', 'kenji.ride');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Type your username, kenji.rides, to confirm.',
    );
    await app.user.clear(within(dialog).getByLabelText('Your password'));
    await app.user.clear(within(dialog).getByLabelText('Your username, to confirm'));
    await fill('not my password', 'kenji.rides');
    expect(await within(dialog).findByText('Your current password is not right.')).toBeVisible();
    expect((await api.current().call('GET', '/api/users/kenji.rides')).status).toBe(200);
  });

  it('deletes the account, then logs out to /login with a toast', async () => {
    const { app, fill } = await openDialog('kenji.rides');
    await fill(seededPassword('kenji.rides'), 'kenji.rides');
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect((await api.current().call('GET', '/api/users/kenji.rides')).status).toBe(404);
  });
});
