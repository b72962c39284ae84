import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takeMail, tokenIn } from '@/backend/testing/mailbox';
import { seededPassword } from '@/backend/testing/test-api';
import { paths } from '@/web/config/paths';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';

const kenji = { username: 'kenji.rides', email: 'kenji.watanabe@example.com' };

describe('the mail forms', () => {
  const api = useTestApi();

  it('asks for a reset link, then sets the new password with it', async () => {
    const app = renderApp(paths.forgotPassword.href());
    await app.user.type(await screen.findByLabelText('Email address or username'), kenji.email);
    await app.user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we have mailed it a link');
    const token = tokenIn((await takeMail(api.current().store))[0], '/reset-password');
    app.unmount();

    const reset = renderApp(`${paths.resetPassword.href()}?token=${token}`);
    await reset.user.type(await screen.findByLabelText('New password'), 'short');
    await reset.user.type(screen.getByLabelText('New password again'), 'short');
    await reset.user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('needs at least 10 characters');
    await reset.user.clear(screen.getByLabelText('New password'));
    await reset.user.clear(screen.getByLabelText('New password again'));
    await reset.user.type(screen.getByLabelText('New password'), 'a much longer passphrase');
    await reset.user.type(screen.getByLabelText('New password again'), 'a much longer passphrase');
    await reset.user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed');
    const login = await api.current().call('POST', '/api/auth/login', {
      body: { username: kenji.username, password: 'a much longer passphrase' },
    });
    expect(login.status).toBe(200);
  });

  it('says an unknown reset link does not work and links to ask again', async () => {
    const app = renderApp(`${paths.resetPassword.href()}?token=nothing-we-sent`);
    await app.user.type(await screen.findByLabelText('New password'), 'a much longer passphrase');
    await app.user.type(screen.getByLabelText('New password again'), 'a much longer passphrase');
    await app.user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link does not work');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      paths.forgotPassword.href(),
    );
  });

  it('changes the address from Settings once the new one is confirmed', async () => {
    await logInAs(api.current(), kenji.username);
    const app = renderApp(paths.settings.href());
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeVisible();
    expect(screen.getByText(kenji.email)).toBeVisible();
    await app.user.type(screen.getByLabelText('New email address'), 'kenji@new.example');
    await app.user.type(screen.getByLabelText('Your password'), seededPassword(kenji.username));
    await app.user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText(/We mailed a link to kenji@new.example/)).toBeVisible();
    const mail = (await takeMail(api.current().store)).find(
      (sent) => sent.to === 'kenji@new.example',
    );
    app.unmount();

    const link = renderApp(`${paths.verifyEmail.href()}?token=${tokenIn(mail, '/verify-email')}`);
    expect(await screen.findByText('Thank you: kenji@new.example is confirmed.')).toBeVisible();
    link.unmount();

    // Opened where Kenji is logged in: Settings shows the new address at once, no new login.
    renderApp(paths.settings.href());
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeVisible();
    expect(screen.getByText('kenji@new.example')).toBeVisible();
    expect(screen.getByText(/\(confirmed\)/)).toBeVisible();
  });
});
