import { createOAuthAPIClient, createRestAPIClient, createStreamingAPIClient } from 'masto';
import type { mastodon } from 'masto';
import WebSocket from 'ws';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, endpoints, guestCredentials } from '@/contract';
import { s256Challenge } from '@/backend/oauth/secrets';
import { inSchema, runAsAdmin } from './database/testing/temp-postgres-store';
import { bluePng } from './testing/process-uploads';
import {
  adaSignup,
  request,
  useServerProcesses,
  type ServerProcess,
} from './testing/server-process';

const { freshDataDir, start } = useServerProcesses();

const redirectUri = 'http://127.0.0.1:9/callback';
const verifier = 'masto-client-test-verifier-'.padEnd(64, 'x');

let server: ServerProcess;
/** Ada's web session (the consent screen's) and the guest's, who writes what Ada's app reads. */
let adaSession: string;
let guestSession: string;

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs it on PostgreSQL too. */
const databaseUrl = process.env.TEST_DATABASE_URL;
const schema = `murmur_t_masto_${randomBytes(6).toString('hex')}`;
const stores: { store: string; env: Record<string, string> }[] = [
  { store: 'SQLite', env: {} },
  ...(databaseUrl
    ? [{ store: 'PostgreSQL', env: { DATABASE_URL: inSchema(databaseUrl, schema) } }]
    : []),
];
beforeAll(async () => {
  if (databaseUrl) await runAsAdmin(databaseUrl, `create schema ${schema}`);
});
afterAll(async () => {
  if (databaseUrl) await runAsAdmin(databaseUrl, `drop schema if exists ${schema} cascade`);
});

/** Starts a server on the store, with Ada signed up and the guest logged in. */
async function startServer(env: Record<string, string>) {
  server = await start(await freshDataDir(), env);
  const signup = await request(server, 'POST', apiPaths.signup(), { body: adaSignup });
  expect(signup.status).toBe(201);
  adaSession = signup.body.encodedToken as string;
  const login = await request(server, 'POST', apiPaths.login(), { body: guestCredentials });
  guestSession = login.body.encodedToken as string;
}

/** A post through Murmur's own API, as the web app writes it; answers its id. */
async function postAsGuest(content: string) {
  const answer = await fetch(`${server.url}${apiPaths.posts()}`, {
    method: 'POST',
    headers: {
      authorization: guestSession,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify({ postData: { content } }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { post: { _id: string } }).post._id;
}

/**
 * Registers an app and completes the authorization-code grant with PKCE as a Mastodon app does:
 * the consent screen's approval (its own API row, which the page calls) gives the code, which the
 * app exchanges for a token with its verifier.
 */
async function authorizeApp(scope = 'read write follow') {
  const anonymous = createRestAPIClient({ url: server.url });
  const app = await anonymous.v1.apps.create({
    clientName: 'Masto test',
    redirectUris: redirectUri,
    scopes: scope,
    website: 'https://client.example',
  });
  const decision = await request(server, 'POST', endpoints.decideAuthorization.path, {
    token: adaSession,
    body: {
      response_type: 'code',
      client_id: app.clientId,
      redirect_uri: redirectUri,
      scope,
      state: 'masto',
      code_challenge: await s256Challenge(verifier),
      code_challenge_method: 'S256',
      approve: true,
    },
  });
  expect(decision.status).toBe(200);
  const back = new URL(decision.body.redirectTo as string);
  expect(back.searchParams.get('state')).toBe('masto');
  const exchange = {
    grantType: 'authorization_code' as const,
    clientId: app.clientId!,
    clientSecret: app.clientSecret!,
    redirectUri,
    code: back.searchParams.get('code')!,
    codeVerifier: verifier,
    scope,
  };
  const token = await createOAuthAPIClient({ url: server.url }).token.create(exchange);
  expect(token.scope).toBe(scope);
  return { app, accessToken: token.accessToken };
}

/** The next event of a subscription that passes the test, within the time a person would wait. */
async function nextEvent(
  subscription: mastodon.streaming.Subscription,
  wanted: (event: mastodon.streaming.Event) => boolean,
) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('No such event in 10 s')), 10_000);
  });
  const found = (async () => {
    for await (const event of subscription) if (wanted(event)) return event;
    throw new Error('The stream ended');
  })();
  try {
    return await Promise.race([found, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A raw socket to the streaming API, for what masto.js hides: the close and the refusal. */
function openSocket(protocols: string[] = [], query = '') {
  const url = `${server.url.replace(/^http/, 'ws')}/api/v1/streaming${query}`;
  const socket = new WebSocket(url, protocols);
  const outcome = new Promise<{ opened: true } | { status: number }>((resolve, reject) => {
    socket.once('open', () => resolve({ opened: true }));
    socket.once('unexpected-response', (_request, response) =>
      resolve({ status: response.statusCode ?? 0 }),
    );
    socket.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return { socket, outcome, closed };
}

describe.each(stores)('a Mastodon app (masto.js) against a running server on $store', ({ env }) => {
  beforeAll(() => startServer(env), 120_000);
  afterAll(() => server.stop());

  it('logs in with PKCE, posts a picture, reads timelines with paging, reacts, follows, searches and deletes', async () => {
    const { accessToken } = await authorizeApp();
    const masto = createRestAPIClient({ url: server.url, accessToken });

    const me = await masto.v1.accounts.verifyCredentials();
    expect(me.username).toBe(adaSignup.username);
    expect(me.displayName).toBe(`${adaSignup.firstName} ${adaSignup.lastName}`);

    const png = await bluePng();
    const media = await masto.v2.media.create({
      file: new Blob([png], { type: 'image/png' }),
      description: 'A small blue square',
    });
    expect(media.type).toBe('image');
    expect(media.description).toBe('A small blue square');
    const picture = await fetch(media.url!);
    expect(picture.status).toBe(200);
    // Described again before posting, as apps do when the alt text is typed after the upload.
    const described = await masto.v1.media
      .$select(media.id)
      .update({ description: 'A small blue square on white' });
    expect(described.description).toBe('A small blue square on white');
    expect((await masto.v1.media.$select(media.id).fetch()).description).toBe(
      'A small blue square on white',
    );

    const mine = await masto.v1.statuses.create(
      { status: 'Hello from an app #appday', mediaIds: [media.id], visibility: 'public' },
      { requestInit: { headers: { 'Idempotency-Key': 'masto-first-post' } } },
    );
    expect(mine.content).toContain('Hello from an app');
    expect(mine.mediaAttachments.map((attachment) => attachment.id)).toEqual([media.id]);
    // The upload's description is the post's alt text, kept in the store.
    expect(mine.mediaAttachments[0]?.description).toBe('A small blue square on white');
    // The same key again is the same status, not a second one.
    const again = await masto.v1.statuses.create(
      { status: 'Hello from an app #appday', mediaIds: [media.id], visibility: 'public' },
      { requestInit: { headers: { 'Idempotency-Key': 'masto-first-post' } } },
    );
    expect(again.id).toBe(mine.id);

    const home = await masto.v1.timelines.home.list({ limit: 5 });
    expect(home[0]?.id).toBe(mine.id);

    // The public timeline in pages of three, through the Link headers masto.js follows.
    const pages: string[][] = [];
    for await (const page of masto.v1.timelines.public.list({ limit: 3 })) {
      pages.push(page.map((status) => status.id));
      if (pages.length === 3) break;
    }
    expect(pages.map((page) => page.length)).toEqual([3, 3, 3]);
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(9);
    expect(seen[0]).toBe(mine.id);

    const tagged = await masto.v1.timelines.tag.$select('appday').list();
    expect(tagged.map((status) => status.id)).toEqual([mine.id]);

    // The guest's post: Ada follows, likes, reposts and bookmarks it.
    const guestPostId = await postAsGuest('Written on the web, read in an app');
    const guest = await masto.v1.accounts.lookup({ acct: guestCredentials.username });
    const relationship = await masto.v1.accounts.$select(guest.id).follow();
    expect(relationship.following).toBe(true);
    const [related] = await masto.v1.accounts.relationships.fetch({ id: [guest.id] });
    expect(related?.following).toBe(true);

    const status = masto.v1.statuses.$select(guestPostId);
    expect((await status.favourite()).favourited).toBe(true);
    const reblog = await status.reblog();
    expect(reblog.reblog?.id).toBe(guestPostId);
    expect((await status.bookmark()).bookmarked).toBe(true);
    const bookmarks = await masto.v1.bookmarks.list();
    expect(bookmarks.map((entry) => entry.id)).toContain(guestPostId);
    const favourites = await masto.v1.favourites.list();
    expect(favourites.map((entry) => entry.id)).toContain(guestPostId);
    expect((await masto.v1.timelines.home.list({ limit: 10 })).map((s) => s.id)).toContain(
      guestPostId,
    );

    // The guest likes Ada's post: Ada's app reads it as a favourite notification.
    const like = await request(server, 'POST', apiPaths.like(mine.id), { token: guestSession });
    expect(like.status).toBe(201);
    const notifications = await masto.v1.notifications.list({ types: ['favourite'] });
    expect(notifications[0]?.type).toBe('favourite');
    expect(notifications[0]?.account.username).toBe(guestCredentials.username);
    expect(notifications[0]?.status?.id).toBe(mine.id);

    const found = await masto.v2.search.list({ q: guestCredentials.username, type: 'accounts' });
    expect(found.accounts.map((account) => account.username)).toContain(guestCredentials.username);

    const removed = await masto.v1.statuses.$select(mine.id).remove();
    expect(removed.id).toBe(mine.id);
    await expect(masto.v1.statuses.$select(mine.id).fetch()).rejects.toMatchObject({
      statusCode: 404,
    });
  }, 120_000);

  it('streams a new status of the home timeline and of the public one over WebSocket', async () => {
    const { accessToken } = await authorizeApp();
    const masto = createRestAPIClient({ url: server.url, accessToken });
    const instance = await masto.v2.instance.fetch();
    const streaming = createStreamingAPIClient({
      streamingApiUrl: instance.configuration.urls.streaming,
      accessToken,
      retry: false,
    });
    try {
      await streaming.prepare();
      const heard = (event: mastodon.streaming.Event) =>
        event.event === 'update' && event.payload.content.includes('Heard live');
      const homeUpdate = nextEvent(streaming.user.subscribe(), heard);
      const publicUpdate = nextEvent(streaming.public.subscribe(), heard);
      // The subscriptions leave on the socket as the iterators start; a post the server saw
      // before them would not come: post again until both streams told of one.
      const posted: string[] = [];
      const both = Promise.all([homeUpdate, publicUpdate]);
      let answered = false;
      void both.finally(() => (answered = true));
      while (!answered && posted.length < 5) {
        posted.push(await postAsGuest(`Heard live, try ${posted.length + 1}`));
        await Promise.race([both, new Promise((resolve) => setTimeout(resolve, 1_500))]);
      }
      const [fromHome, fromPublic] = await both;
      expect(fromHome.stream).toEqual(['user']);
      expect(fromPublic.stream).toEqual(['public']);
      if (fromHome.event !== 'update') throw new Error('not an update');
      expect(posted).toContain(fromHome.payload.id);
      expect(fromHome.payload.account.username).toBe(guestCredentials.username);
    } finally {
      streaming.close();
    }
  }, 60_000);

  it('refuses a socket without a live token, and ends one at once when its token is revoked', async () => {
    const refused = openSocket([], '?stream=user');
    expect(await refused.outcome).toEqual({ status: 401 });
    const wrong = openSocket(['not-a-token'], '?stream=user');
    expect(await wrong.outcome).toEqual({ status: 401 });
    const unknownStream = openSocket([adaSession], '?stream=list');
    expect(await unknownStream.outcome).toEqual({ status: 400 });

    const { app, accessToken } = await authorizeApp();
    const held = openSocket([accessToken], '?stream=user');
    expect(await held.outcome).toEqual({ opened: true });
    const revoke = await fetch(`${server.url}/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: accessToken,
        client_id: app.clientId!,
        client_secret: app.clientSecret!,
      }),
    });
    expect(revoke.status).toBe(200);
    const revokedAt = Date.now();
    expect(await held.closed).toBe(1000);
    expect(Date.now() - revokedAt).toBeLessThan(1_000);
    const after = openSocket([accessToken], '?stream=user');
    expect(await after.outcome).toEqual({ status: 401 });
  }, 60_000);

  it('counts sockets among the account’s live streams: past five, the next is refused', async () => {
    // Ada's own session: the shared guest account holds fewer streams from one address.
    const held = [];
    try {
      for (let n = 0; n < 5; n += 1) {
        const socket = openSocket([adaSession], '?stream=public');
        expect(await socket.outcome).toEqual({ opened: true });
        held.push(socket);
      }
      const sixth = openSocket([adaSession], '?stream=public');
      expect(await sixth.outcome).toEqual({ status: 429 });
      // A socket that closes gives its place back.
      held.shift()!.socket.close();
      await expect
        .poll(async () => {
          const retry = openSocket([adaSession], '?stream=public');
          const outcome = await retry.outcome;
          if ('opened' in outcome) held.push(retry);
          return outcome;
        })
        .toEqual({ opened: true });
    } finally {
      for (const { socket } of held) socket.close();
    }
  }, 60_000);
});
