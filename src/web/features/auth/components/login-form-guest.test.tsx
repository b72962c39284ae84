import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '@/web/testing/api-server';
import { renderApp } from '@/web/testing/render-app';
import { paths } from '@/web/config/paths';
import { serverConfigQuery } from '../api/auth-api';

const note = 'Shared demo account: anyone can use it, and it is reset every hour.';

describe('the login form where the guest account is on', () => {
  useTestApi();

  it('offers the guest button, described as shared and reset', async () => {
    renderApp(paths.login.href());
    const button = await screen.findByRole('button', { name: 'Login As Guest?' });
    expect(button).toHaveAccessibleDescription(note);
  });
});

describe('the login form where the server turned the guest account off', () => {
  useTestApi({ guestAccount: false });

  it('hides the guest button and its note once the server says so', async () => {
    const app = renderApp(paths.login.href());
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeVisible();
    // Wait for the server's answer to GET /api/config, then for React to have rendered with it.
    await waitFor(() =>
      expect(app.queryClient.getQueryData(serverConfigQuery.queryKey)).toMatchObject({
        guestAccount: false,
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Login As Guest?' })).toBeNull();
    expect(screen.queryByText(note)).toBeNull();
  });
});
