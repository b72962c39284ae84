import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/web/config/paths';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';

describe('invite codes, where everyone may make them', () => {
  const api = useTestApi({ registrations: 'invite', invitesByUsers: true });

  it('makes a code in the settings, lists it with its uses, and withdraws it', async () => {
    await logInAs(api.current(), 'kenji.rides');
    const app = renderApp(paths.settings.href());
    expect(await screen.findByText('You have no invite codes.')).toBeVisible();

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Uses' }), '5 people');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Expires after' }), '7 days');
    await app.user.click(screen.getByRole('button', { name: 'Make a code' }));
    const list = screen.getByRole('list', { name: 'Your invite codes' });
    const row = await within(list).findByRole('listitem');
    expect(row).toHaveTextContent('0 of 5 used');
    const stored = await api
      .current()
      .call<{ invites: { code: string; maxUses: number }[] }>('GET', '/api/invites', {
        token: await api.current().login('kenji.rides'),
      });
    expect(stored.body.invites).toMatchObject([{ maxUses: 5 }]);
    const code = stored.body.invites[0]!.code;
    expect(row).toHaveTextContent(code);

    await app.user.click(within(row).getByRole('button', { name: `Withdraw ${code}` }));
    expect(await screen.findByText('You have no invite codes.')).toBeVisible();
  });

  it('fills the code in from an invite link on the sign-up page', async () => {
    renderApp('/signup?invite=abc123');
    expect(await screen.findByRole('textbox', { name: /Invite code/ })).toHaveValue('abc123');
  });
});

describe('invite codes, where only moderators make them', () => {
  const api = useTestApi({ registrations: 'invite' });

  it('shows a user no invite codes in the settings', async () => {
    await logInAs(api.current(), 'kenji.rides');
    const app = renderApp(paths.settings.href());
    await screen.findByRole('heading', { name: 'Change password' });
    // Once the server's settings are in, the section would show if it were to.
    await waitFor(() =>
      expect(app.queryClient.getQueryData(['server-config'])).toMatchObject({
        registrations: 'invite',
      }),
    );
    expect(screen.queryByRole('heading', { name: 'Invite codes' })).toBeNull();
  });

  it('lets a moderator make one', async () => {
    await api.current().store.users.update('3', { role: 'moderator' });
    await logInAs(api.current(), 'tariq.codes');
    const app = renderApp(paths.settings.href());
    await app.user.click(await screen.findByRole('button', { name: 'Make a code' }));
    const list = screen.getByRole('list', { name: 'Your invite codes' });
    expect(await within(list).findByRole('listitem')).toHaveTextContent('0 of 1 used');
  });
});
