import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createOAuthAPIClient, createRestAPIClient } from 'masto';
import { paths } from '../src/web/config/paths';
import { signUpThroughApi, type ApiUser } from './support/people';
import {
  dismissToasts,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  passwordCheck,
  screenshots,
  submitLogin,
} from './support/shell';

const shoot = screenshots('oauth');
// A login through the form is a real password hash: on a busy 2-core machine it waits its turn.
test.describe.configure({ timeout: 180_000 });

/** PKCE as an app makes it (RFC 7636): a random verifier and its S256 challenge. */
function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** An app registered through the API as masto.js registers it, coming back to this server. */
async function registerWithMasto(baseURL: string) {
  const redirectUri = `${baseURL}/app-callback`;
  const app = await createRestAPIClient({ url: baseURL }).v1.apps.create({
    clientName: 'Pocket Murmur',
    redirectUris: redirectUri,
    scopes: 'read write follow',
    website: 'https://pocket.example',
  });
  return { client_id: app.clientId!, client_secret: app.clientSecret!, redirectUri };
}

/** An app registered as Mastodon apps register, coming back to a page of this server. */
async function registerApp(request: APIRequestContext, baseURL: string) {
  const redirectUri = `${baseURL}/app-callback`;
  const answer = await request.post('/api/v1/apps', {
    form: {
      client_name: 'Pocket Murmur',
      redirect_uris: redirectUri,
      scopes: 'read write follow',
      website: 'https://pocket.example',
    },
  });
  expect(answer.status()).toBe(200);
  const app = (await answer.json()) as { client_id: string; client_secret: string };
  return { ...app, redirectUri };
}

type App = Awaited<ReturnType<typeof registerApp>>;

function authorizeUrl(app: App, challenge: string) {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: app.client_id,
    redirect_uri: app.redirectUri,
    scope: 'read write follow',
    state: 'from-the-app',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return paths.oauthAuthorize.href(`?${query.toString()}`);
}

/** Opens the app's authorization link logged out, logs in, and waits for the consent screen. */
async function consentAfterLogin(page: Page, user: ApiUser, url: string) {
  await page.goto(url);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await submitLogin(page, user.username, user.password);
  await expect(page.getByRole('heading', { name: 'Authorize an app' })).toBeVisible(passwordCheck);
  await expect(page.getByText('Pocket Murmur')).toBeVisible();
  await dismissToasts(page);
}

test('an app gets a token through the consent screen with PKCE, and Revoke in settings ends it', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await signUpThroughApi(request, 'oauth', 'Ottilie');
  const app = await registerWithMasto(baseURL!);
  const { verifier, challenge } = pkce();
  await consentAfterLogin(page, user, authorizeUrl(app, challenge));
  await expect(page.getByText(`@${user.username}`)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'What the app asks for' }).getByRole('listitem'),
  ).toHaveCount(3);

  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/app-callback\?/);
  const back = new URL(page.url());
  expect(back.searchParams.get('state')).toBe('from-the-app');
  const code = back.searchParams.get('code')!;

  // The app's side, as masto.js does it: the code and its verifier for a token, then the API.
  const exchange = {
    grantType: 'authorization_code' as const,
    code,
    redirectUri: app.redirectUri,
    clientId: app.client_id,
    clientSecret: app.client_secret,
    codeVerifier: verifier,
  };
  const token = await createOAuthAPIClient({ url: baseURL! }).token.create(exchange);
  expect(token.scope).toBe('read write follow');
  const masto = createRestAPIClient({ url: baseURL!, accessToken: token.accessToken });
  expect((await masto.v1.accounts.verifyCredentials()).username).toBe(user.username);
  const status = await masto.v1.statuses.create({ status: 'Posted from Pocket Murmur' });
  expect((await masto.v1.timelines.home.list({ limit: 1 }))[0]?.id).toBe(status.id);
  const bearer = { authorization: `Bearer ${token.accessToken}` };

  await page.goto(paths.settings.href());
  const item = page
    .getByRole('list', { name: 'Your authorized apps' })
    .getByRole('listitem', { name: 'Pocket Murmur' });
  await expect(item).toContainText('read, write, follow');
  await item.getByRole('button', { name: 'Revoke Pocket Murmur' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke Pocket Murmur?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText('Pocket Murmur can no longer use your account')).toBeVisible();
  await expect(page.getByText('No app can use your account.')).toBeVisible();
  const after = await request.get('/api/v1/accounts/verify_credentials', { headers: bearer });
  expect(after.status()).toBe(401);
});

for (const theme of ['light', 'dark'] as const)
  test(`the consent screen has nothing axe finds, ${theme}, at 1280 and 390 px`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const user = await signUpThroughApi(request, 'consent', 'Constance');
    const app = await registerApp(request, baseURL!);
    const page = await (await browser.newContext({ colorScheme: theme })).newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await consentAfterLogin(page, user, authorizeUrl(app, pkce().challenge));
    await expectNoAxeViolations(page);
    await shoot(page, `consent-${theme}-1280`);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await shoot(page, `consent-${theme}-390`, true);

    // A redirect URI the app never registered: refused on the page, and nothing is sent.
    const wrong = new URL(authorizeUrl(app, pkce().challenge), baseURL);
    wrong.searchParams.set('redirect_uri', 'https://evil.example/steal');
    await page.goto(`${wrong.pathname}${wrong.search}`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText(/Nothing was shared/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Allow' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, `refused-${theme}-390`, true);
  });
