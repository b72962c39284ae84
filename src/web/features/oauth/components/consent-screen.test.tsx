import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestApi } from '@/backend/testing/test-api';
import { s256Challenge } from '@/backend/oauth/secrets';
import { guestCredentials } from '@/contract/demo';
import { outOfBandRedirect } from '@/contract/oauth';
import { paths } from '@/web/config/paths';
import { leaveFor } from '@/web/lib/leave-page';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';

vi.mock('@/web/lib/leave-page', () => ({ leaveFor: vi.fn() }));

const redirectUri = 'https://pocket.example/callback';
const verifier = 'consent-screen-test-verifier-'.padEnd(50, 'v');

async function registerApp(api: TestApi) {
  const answer = await api.app.request('/api/v1/apps', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: 'Pocket Murmur',
      redirect_uris: [redirectUri, outOfBandRedirect],
      scopes: 'read write follow',
      website: 'https://pocket.example',
    }),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { client_id: string; client_secret: string };
}

async function authorizeUrl(clientId: string, redirect = redirectUri, scope = 'read write') {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirect,
    scope,
    state: 'st-42',
    code_challenge: await s256Challenge(verifier),
    code_challenge_method: 'S256',
  });
  return paths.oauthAuthorize.href(`?${query.toString()}`);
}

function exchange(api: TestApi, app: { client_id: string; client_secret: string }, code: string) {
  return api.app.request('/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: outOfBandRedirect,
      client_id: app.client_id,
      client_secret: app.client_secret,
      code_verifier: verifier,
    }).toString(),
  });
}

describe('/oauth/authorize: the consent screen', () => {
  const api = useTestApi();
  beforeEach(() => vi.mocked(leaveFor).mockClear());

  it('asks a logged-out person to log in first, then shows the same request', async () => {
    const app = await registerApp(api.current());
    const page = renderApp(await authorizeUrl(app.client_id));
    const username = await screen.findByLabelText('Username', {}, { timeout: 10_000 });
    await page.user.type(username, guestCredentials.username);
    await page.user.type(screen.getByLabelText('Password'), guestCredentials.password);
    await page.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: 'Authorize an app' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByText('Pocket Murmur')).toBeVisible();
  });

  it('names the app, the account and the scopes in words, and sends the code back on Allow', async () => {
    const app = await registerApp(api.current());
    await logInAs(api.current(), 'guest');
    const page = renderApp(await authorizeUrl(app.client_id));
    const scopes = await screen.findByRole(
      'list',
      { name: 'What the app asks for' },
      {
        timeout: 10_000,
      },
    );
    expect(screen.getByText('Pocket Murmur')).toBeVisible();
    expect(screen.getByRole('link', { name: 'https://pocket.example' })).toBeVisible();
    expect(screen.getByText('@guest')).toBeVisible();
    expect(
      within(scopes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Read your account: your posts, timelines, notifications, bookmarks and likes (read)',
      'Post, edit and delete, like, repost and bookmark, upload pictures and change your profile (write)',
    ]);
    expect(screen.getByText(/sends you back to pocket\.example/)).toBeVisible();

    await page.user.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    const back = new URL(vi.mocked(leaveFor).mock.calls[0]![0]);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('st-42');
    expect(back.searchParams.get('code')).toMatch(/.{20,}/);
    expect(await screen.findByText('Returning to the app…')).toBeVisible();
  });

  it('sends access_denied back on Deny', async () => {
    const app = await registerApp(api.current());
    await logInAs(api.current(), 'guest');
    const page = renderApp(await authorizeUrl(app.client_id));
    await page.user.click(await screen.findByRole('button', { name: 'Deny' }, { timeout: 10_000 }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    const back = new URL(vi.mocked(leaveFor).mock.calls[0]![0]);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('shows the out-of-band code to copy, which the app exchanges for a token', async () => {
    const app = await registerApp(api.current());
    await logInAs(api.current(), 'guest');
    const page = renderApp(await authorizeUrl(app.client_id, outOfBandRedirect));
    expect(
      await screen.findByText(
        /Allowing shows a code to paste into the app/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await page.user.click(screen.getByRole('button', { name: 'Allow' }));
    const field = await screen.findByLabelText(
      'Paste this code into Pocket Murmur to finish logging in:',
    );
    expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(leaveFor).not.toHaveBeenCalled();
    const code = (field as HTMLInputElement).value;
    expect((await exchange(api.current(), app, code)).status).toBe(200);
  });

  it('refuses an unknown app or a redirect URI it never registered, and sends nothing anywhere', async () => {
    const app = await registerApp(api.current());
    await logInAs(api.current(), 'guest');
    renderApp(await authorizeUrl(app.client_id, 'https://evil.example/steal'));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toMatch(/redirect/i);
    expect(screen.getByText(/Nothing was shared/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
    expect(leaveFor).not.toHaveBeenCalled();
  });
});

describe('/settings: authorized apps', () => {
  const api = useTestApi();

  it('lists an app that holds a token, and Revoke logs it out at once', async () => {
    const app = await registerApp(api.current());
    const { encodedToken } = await logInAs(api.current(), 'guest');
    const decision = await api
      .current()
      .call<{ code: string }>('POST', '/api/oauth/authorization', {
        token: encodedToken,
        body: {
          response_type: 'code',
          client_id: app.client_id,
          redirect_uri: outOfBandRedirect,
          scope: 'read follow',
          code_challenge: await s256Challenge(verifier),
          code_challenge_method: 'S256',
          approve: true,
        },
      });
    const token = (await (await exchange(api.current(), app, decision.body.code)).json()) as {
      access_token: string;
    };
    const page = renderApp(paths.settings.href());
    const list = await screen.findByRole(
      'list',
      { name: 'Your authorized apps' },
      {
        timeout: 10_000,
      },
    );
    const item = within(list).getByRole('listitem', { name: 'Pocket Murmur' });
    expect(item).toHaveTextContent('read, follow');
    expect(item).toHaveTextContent('Follow and unfollow people, block and mute them');

    await page.user.click(within(item).getByRole('button', { name: 'Revoke Pocket Murmur' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke Pocket Murmur?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Pocket Murmur can no longer use your account')).toBeVisible();
    expect(await screen.findByText('No app can use your account.')).toBeVisible();
    const after = await api.current().app.request('/api/v1/accounts/verify_credentials', {
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    expect(after.status).toBe(401);
  });
});
