import { describe, expect, it } from 'vitest';
import { answerSchemas, apiPaths, endpoints, pathOf } from '@/contract';
import { s256Challenge } from '../oauth/secrets';
import { createTestApi, minute, type TestApi } from '../testing/test-api';

const redirectUri = 'https://client.example/callback';
const verifier = 'a'.repeat(20) + '-verifier-of-forty-three-plus';

/** A form POST, as RFC 6749 clients send it. */
function form(api: TestApi, path: string, fields: Record<string, string>, headers = {}) {
  return api.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function registerApp(api: TestApi, scopes = 'read write follow') {
  const response = await form(api, '/api/v1/apps', {
    client_name: 'Pocket Murmur',
    redirect_uris: `${redirectUri} urn:ietf:wg:oauth:2.0:oob`,
    scopes,
    website: 'https://client.example',
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    id: string;
    client_id: string;
    client_secret: string;
    redirect_uri: string;
    redirect_uris: string[];
    scopes: string[];
  };
}

type App = Awaited<ReturnType<typeof registerApp>>;

/** The consent screen's approval, as the web app sends it with the person's session. */
async function approve(api: TestApi, token: string, app: App, extra: Record<string, unknown> = {}) {
  const answer = await api.call('POST', endpoints.decideAuthorization.path, {
    token,
    body: {
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: redirectUri,
      scope: 'read write',
      state: 'xyz',
      code_challenge: await s256Challenge(verifier),
      code_challenge_method: 'S256',
      approve: true,
      ...extra,
    },
  });
  expect(answer.status).toBe(200);
  expect(answerSchemas.decideAuthorization[0].safeParse(answer.body).success).toBe(true);
  return answer.body as { redirectTo?: string; code?: string };
}

const codeOf = (redirectTo: string) => new URL(redirectTo).searchParams.get('code')!;

function exchange(api: TestApi, app: App, code: string, extra: Record<string, string> = {}) {
  return form(api, '/oauth/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: app.client_id,
    client_secret: app.client_secret,
    code_verifier: verifier,
    ...extra,
  });
}

async function setUp() {
  const api = await createTestApi();
  const session = await api.login('guest');
  const app = await registerApp(api);
  return { api, session, app };
}

describe('OAuth 2 for third-party apps', () => {
  it('registers an app in Mastodon shape, and verifies its token', async () => {
    const { api, app } = await setUp();
    expect(app).toMatchObject({
      redirect_uri: `${redirectUri}\nurn:ietf:wg:oauth:2.0:oob`,
      redirect_uris: [redirectUri, 'urn:ietf:wg:oauth:2.0:oob'],
      scopes: ['read', 'write', 'follow'],
    });
    expect(app.client_id).toMatch(/^[\w-]{43}$/);
    const json = await api.app.request('/api/v1/apps', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Json App', redirect_uris: [redirectUri] }),
    });
    expect(await json.json()).toMatchObject({ name: 'Json App', scopes: ['read'] });
    const blank = await form(api, '/api/v1/apps', { client_name: 'x', redirect_uris: '' });
    expect(blank.status).toBe(422);
    expect(await blank.json()).toEqual({
      error: "Validation failed: redirect_uris can't be blank",
    });

    const token = (await (
      await form(api, '/oauth/token', {
        grant_type: 'client_credentials',
        client_id: app.client_id,
        client_secret: app.client_secret,
      })
    ).json()) as { access_token: string };
    const verified = await api.app.request('/api/v1/apps/verify_credentials', {
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    expect(await verified.json()).toMatchObject({ name: 'Pocket Murmur', id: app.id });
    expect((await api.app.request('/api/v1/apps/verify_credentials')).status).toBe(401);
  });

  it('runs the code flow with PKCE: the token reads and writes as the person', async () => {
    const { api, session, app } = await setUp();
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: redirectUri,
      scope: 'read write',
      state: 'xyz',
    });
    const check = await api.call('GET', `${endpoints.checkAuthorization.path}?${query}`, {
      token: session,
    });
    expect(check.body).toEqual({
      consent: {
        app: { name: 'Pocket Murmur', website: 'https://client.example' },
        scopes: ['read', 'write'],
        redirectUri,
      },
    });
    const { redirectTo } = await approve(api, session, app);
    const back = new URL(redirectTo!);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('xyz');

    const response = await exchange(api, app, codeOf(redirectTo!));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const token = (await response.json()) as Record<string, unknown>;
    expect(token).toMatchObject({ token_type: 'Bearer', scope: 'read write' });
    expect(typeof token.created_at).toBe('number');
    const bearer = `Bearer ${String(token.access_token)}`;
    const created = await api.call('POST', apiPaths.posts(), {
      token: bearer,
      body: { postData: { content: 'Sent from an app' } },
    });
    expect(created.status).toBe(201);
    const bookmarks = await api.call('GET', apiPaths.bookmarks(), { token: bearer });
    expect(bookmarks.status).toBe(200);

    const apps = await api.call('GET', endpoints.authorizedApps.path, { token: session });
    expect(answerSchemas.authorizedApps[0].safeParse(apps.body).success).toBe(true);
    expect(apps.body.apps).toMatchObject([{ name: 'Pocket Murmur', scopes: ['read', 'write'] }]);
  });

  it('shows the code for the out-of-band URI, and works without PKCE for apps that send none', async () => {
    const { api, session, app } = await setUp();
    const { code } = await approve(api, session, app, {
      redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
      code_challenge: undefined,
      code_challenge_method: undefined,
    });
    const response = await exchange(api, app, code!, {
      redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
      code_verifier: '',
    });
    expect(response.status).toBe(200);
  });

  it('refuses a redirect URI the app did not register, without redirecting to it', async () => {
    const { api, session, app } = await setUp();
    for (const uri of [
      `${redirectUri}/more`,
      'https://client.example/call',
      'https://evil.example',
    ]) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: app.client_id,
        redirect_uri: uri,
      });
      const answer = await api.call('GET', `${endpoints.checkAuthorization.path}?${query}`, {
        token: session,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('oauth_redirect_mismatch');
      expect(JSON.stringify(answer.body)).not.toContain(uri);
    }
    const denied = await api.call('POST', endpoints.decideAuthorization.path, {
      token: session,
      body: { client_id: 'nobody', redirect_uri: redirectUri, approve: true },
    });
    expect(denied.body.code).toBe('oauth_client_unknown');
  });

  it('sends a denial and a bad scope back to the app with its state', async () => {
    const { api, session, app } = await setUp();
    const denied = await approve(api, session, app, { approve: false });
    const params = new URL(denied.redirectTo!).searchParams;
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('state')).toBe('xyz');
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: redirectUri,
      scope: 'admin:write',
      state: 's1',
    });
    const check = await api.call('GET', `${endpoints.checkAuthorization.path}?${query}`, {
      token: session,
    });
    const back = new URL(check.body.redirectTo).searchParams;
    expect([back.get('error'), back.get('state')]).toEqual(['invalid_scope', 's1']);
  });

  it('refuses a wrong or missing verifier after a challenge, and a verifier without one', async () => {
    const { api, session, app } = await setUp();
    const wrong = await exchange(api, app, codeOf((await approve(api, session, app)).redirectTo!), {
      code_verifier: 'b'.repeat(43),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    const code = codeOf((await approve(api, session, app)).redirectTo!);
    const missing = await form(api, '/oauth/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: app.client_id,
      client_secret: app.client_secret,
    });
    expect(await missing.json()).toMatchObject({ error: 'invalid_grant' });
    const plain = codeOf(
      (
        await approve(api, session, app, {
          code_challenge: undefined,
          code_challenge_method: undefined,
        })
      ).redirectTo!,
    );
    expect(await (await exchange(api, app, plain)).json()).toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses a reused code and revokes the token it gave; a code expires', async () => {
    const { api, session, app } = await setUp();
    const code = codeOf((await approve(api, session, app)).redirectTo!);
    const first = (await (await exchange(api, app, code)).json()) as { access_token: string };
    const bearer = `Bearer ${first.access_token}`;
    expect((await api.call('GET', apiPaths.bookmarks(), { token: bearer })).status).toBe(200);
    const again = await exchange(api, app, code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await api.call('GET', apiPaths.bookmarks(), { token: bearer })).status).toBe(401);

    const late = codeOf((await approve(api, session, app)).redirectTo!);
    api.advance(11 * minute);
    expect(await (await exchange(api, app, late)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a token past its scopes with 403 insufficient_scope', async () => {
    const { api, session, app } = await setUp();
    const code = codeOf((await approve(api, session, app, { scope: 'read' })).redirectTo!);
    const { access_token } = (await (await exchange(api, app, code)).json()) as {
      access_token: string;
    };
    const bearer = `Bearer ${access_token}`;
    expect((await api.call('GET', apiPaths.feed(), { token: bearer })).status).toBe(200);
    const write = await api.call('POST', apiPaths.posts(), {
      token: bearer,
      body: { postData: { content: 'Not allowed' } },
    });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe('insufficient_scope');
    expect(write.headers.get('www-authenticate')).toBe(
      'Bearer error="insufficient_scope", scope="write"',
    );
    for (const [method, path] of [
      ['GET', endpoints.accountSessions.path],
      ['POST', apiPaths.logout()],
      ['GET', endpoints.authorizedApps.path],
    ] as const) {
      const answer = await api.call(method, path, { token: bearer });
      expect(answer.status, path).toBe(403);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope"');
    }
  });

  it("holds the Mastodon door's routes to Mastodon's scopes, parent or granular", async () => {
    const { api, session, app } = await setUp();
    const tokenFor = async (scope: string) => {
      const code = codeOf((await approve(api, session, app, { scope })).redirectTo!);
      const answer = (await (await exchange(api, app, code)).json()) as { access_token: string };
      return `Bearer ${answer.access_token}`;
    };
    // As a Mastodon app calls: its own error shape, which Murmur's test client would refuse.
    const call = async (token: string, method: string, path: string, body?: unknown) => {
      const response = await api.app.request(path, {
        method,
        headers: { authorization: token, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    };
    const reader = await tokenFor('read');
    expect((await call(reader, 'GET', '/api/v1/timelines/home')).status).toBe(200);
    expect((await call(reader, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(200);
    const post = await call(reader, 'POST', '/api/v1/statuses', { status: 'Not allowed' });
    expect(post.status).toBe(403);
    expect(post.body).toEqual({ error: expect.stringContaining('write') });
    expect(post.headers.get('www-authenticate')).toBe(
      'Bearer error="insufficient_scope", scope="write"',
    );

    const status = await call(session, 'POST', '/api/v1/statuses', { status: 'Like me' });
    const tariq = await call(reader, 'GET', '/api/v1/accounts/lookup?acct=tariq.codes');
    const liker = await tokenFor('write:favourites follow');
    const liked = await call(liker, 'POST', `/api/v1/statuses/${status.body.id}/favourite`);
    expect([liked.status, liked.body.favourited]).toEqual([200, true]);
    expect((await call(liker, 'POST', '/api/v1/statuses', { status: 'No' })).status).toBe(403);
    expect((await call(liker, 'GET', '/api/v1/timelines/home')).status).toBe(403);
    const followed = await call(liker, 'POST', `/api/v1/accounts/${tariq.body.id}/follow`);
    expect(followed.body).toMatchObject({ following: true });
    const asked = `/api/v1/accounts/relationships?id[]=${tariq.body.id}`;
    expect((await call(liker, 'GET', asked)).status).toBe(200);

    const appOnly = (await (
      await form(api, '/oauth/token', {
        grant_type: 'client_credentials',
        client_id: app.client_id,
        client_secret: app.client_secret,
      })
    ).json()) as { access_token: string };
    const own = `Bearer ${appOnly.access_token}`;
    expect((await call(own, 'GET', '/api/v1/timelines/public')).status).toBe(200);
    expect((await call(own, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(422);
  });

  it('refuses a revoked token with 401, through /oauth/revoke and the settings', async () => {
    const { api, session, app } = await setUp();
    const tokenOf = async () => {
      const code = codeOf((await approve(api, session, app)).redirectTo!);
      return ((await (await exchange(api, app, code)).json()) as { access_token: string })
        .access_token;
    };
    const first = await tokenOf();
    const revoked = await form(api, '/oauth/revoke', {
      token: first,
      client_id: app.client_id,
      client_secret: app.client_secret,
    });
    expect(revoked.status).toBe(200);
    const unknown = await form(api, '/oauth/revoke', {
      token: 'never-issued',
      client_id: app.client_id,
      client_secret: app.client_secret,
    });
    expect(unknown.status).toBe(200);
    expect((await api.call('GET', apiPaths.feed(), { token: `Bearer ${first}` })).status).toBe(401);

    const second = await tokenOf();
    const answer = await api.call(
      'DELETE',
      pathOf(endpoints.revokeAuthorizedApp, { appId: app.id }),
      {
        token: session,
      },
    );
    expect(answer.body).toEqual({ revoked: true });
    expect((await api.call('GET', apiPaths.feed(), { token: `Bearer ${second}` })).status).toBe(
      401,
    );
    expect((await api.call('GET', endpoints.authorizedApps.path, { token: session })).body).toEqual(
      {
        apps: [],
      },
    );
  });

  it('gives client_credentials an app token with no person, by Basic or body credentials', async () => {
    const { api, app } = await setUp();
    const basic = `Basic ${btoa(`${app.client_id}:${app.client_secret}`)}`;
    const response = await form(
      api,
      '/oauth/token',
      { grant_type: 'client_credentials', scope: 'read' },
      { authorization: basic },
    );
    const { access_token, scope } = (await response.json()) as Record<string, string>;
    expect(scope).toBe('read');
    const bearer = `Bearer ${access_token}`;
    expect((await api.call('GET', apiPaths.posts(), { token: bearer })).status).toBe(200);
    const feed = await api.call('GET', apiPaths.feed(), { token: bearer });
    expect([feed.status, feed.body.code]).toEqual([422, 'app_token_without_user']);
    const tooWide = await form(api, '/oauth/token', {
      grant_type: 'client_credentials',
      scope: 'admin:read',
      client_id: app.client_id,
      client_secret: app.client_secret,
    });
    expect(await tooWide.json()).toMatchObject({ error: 'invalid_scope' });
  });

  it('answers RFC 6749 errors for a bad client secret and a bad grant type', async () => {
    const { api, app } = await setUp();
    const bad = await form(api, '/oauth/token', {
      grant_type: 'client_credentials',
      client_id: app.client_id,
      client_secret: 'wrong',
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: 'invalid_client' });
    const basic = await form(
      api,
      '/oauth/token',
      { grant_type: 'client_credentials' },
      { authorization: `Basic ${btoa(`${app.client_id}:nope`)}` },
    );
    expect(basic.status).toBe(401);
    expect(basic.headers.get('www-authenticate')).toBe('Basic realm="Murmur"');
    const password = await form(api, '/oauth/token', { grant_type: 'password' });
    expect(await password.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const none = await form(api, '/oauth/token', {});
    expect(await none.json()).toMatchObject({ error: 'invalid_request' });
  });

  it("refuses a suspended person's tokens with 401", async () => {
    const { api, session, app } = await setUp();
    const code = codeOf((await approve(api, session, app)).redirectTo!);
    const { access_token } = (await (await exchange(api, app, code)).json()) as {
      access_token: string;
    };
    const guest = await api.store.users.getByUsername('guest');
    await api.store.users.update(guest!._id, { suspendedUntil: '2999-01-01T00:00:00.000Z' });
    expect(
      (await api.call('GET', apiPaths.feed(), { token: `Bearer ${access_token}` })).status,
    ).toBe(401);
  });
});
