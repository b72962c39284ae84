import { describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';

/** A Mastodon client's request: the bearer token as Mastodon's apps send it, a JSON body. */
async function mastodon(
  api: TestApi,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await api.app.request(path, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : undefined,
    headers: response.headers,
  };
}

async function world() {
  const api = await createTestApi();
  return { api, guest: await api.login('guest'), maya: await api.login('maya.clay') };
}

describe('the Mastodon client API', () => {
  it('describes the instance with the limits Murmur really has', async () => {
    const { api } = await world();
    const v1 = await mastodon(api, 'GET', '/api/v1/instance');
    expect(v1.status).toBe(200);
    expect(v1.body.version).toMatch(/^4\.2\.0 \(compatible; Murmur /);
    expect(v1.body.configuration.statuses).toMatchObject({
      max_characters: 500,
      max_media_attachments: 4,
    });
    const v2 = await mastodon(api, 'GET', '/api/v2/instance');
    expect(v2.body.registrations.enabled).toBe(true);
  });

  it('verifies credentials and refuses a missing token in Mastodon’s shape', async () => {
    const { api, guest } = await world();
    const me = await mastodon(api, 'GET', '/api/v1/accounts/verify_credentials', guest);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      username: 'guest',
      acct: 'guest',
      source: { privacy: 'public' },
    });
    const refused = await mastodon(api, 'GET', '/api/v1/accounts/verify_credentials');
    expect(refused.status).toBe(401);
    expect(Object.keys(refused.body)).toEqual(['error']);
  });

  it('updates the display name and note through the profile edit', async () => {
    const { api, guest } = await world();
    const body = { display_name: 'Gus Guest', note: 'Just looking' };
    const answer = await mastodon(api, 'PATCH', '/api/v1/accounts/update_credentials', guest, body);
    expect(answer.body).toMatchObject({ display_name: 'Gus Guest', note: '<p>Just looking</p>' });
    const long = await mastodon(api, 'PATCH', '/api/v1/accounts/update_credentials', guest, {
      note: 'x'.repeat(161),
    });
    expect(long.status).toBe(422);
    expect(long.body.error).toMatch(/bio must be at most 160/);
  });

  it('posts, reads the status back, and makes a retried post once by its Idempotency-Key', async () => {
    const { api, guest } = await world();
    const send = () =>
      api.app.request('/api/v1/statuses', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${guest}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': 'k1',
        },
        body: new URLSearchParams({ status: 'Hello #fediverse', spoiler_text: 'hi' }).toString(),
      });
    const first = (await (await send()).json()) as {
      id: string;
      content: string;
      sensitive: boolean;
    };
    const again = (await (await send()).json()) as { id: string };
    expect(again.id).toBe(first.id);
    const longKey = await api.app.request('/api/v1/statuses', {
      method: 'POST',
      headers: { authorization: `Bearer ${guest}`, 'idempotency-key': 'k'.repeat(257) },
      body: new URLSearchParams({ status: 'Never posted' }),
    });
    expect(longKey.status).toBe(422);
    expect(await longKey.json()).toEqual({
      error: 'Idempotency-Key must be at most 256 characters',
    });
    expect(first).toMatchObject({ sensitive: true });
    expect(first.content).toContain('#<span>fediverse</span>');
    const shown = await mastodon(api, 'GET', `/api/v1/statuses/${first.id}`, guest);
    expect(shown.body.id).toBe(first.id);
    const mine = await mastodon(api, 'GET', '/api/v1/accounts/verify_credentials', guest);
    const list = await mastodon(api, 'GET', `/api/v1/accounts/${mine.body.id}/statuses`, guest);
    expect(list.body.filter((status: { id: string }) => status.id === first.id)).toHaveLength(1);
  });

  it('refuses what Murmur cannot honour, never with a 500', async () => {
    const { api, guest } = await world();
    const direct = await mastodon(api, 'POST', '/api/v1/statuses', guest, {
      status: 'x',
      visibility: 'direct',
    });
    expect(direct.status).toBe(422);
    expect(direct.body.error).toMatch(/public/);
    expect((await mastodon(api, 'GET', '/api/v1/statuses/nope', guest)).status).toBe(404);
    expect((await mastodon(api, 'GET', '/api/v1/accounts/nobody', guest)).body).toEqual({
      error: 'Record not found',
    });
    expect((await mastodon(api, 'GET', '/api/v1/unknown/thing', guest)).status).toBe(404);
  });

  it('pages the public timeline by max_id and the Link header', async () => {
    const { api, guest } = await world();
    const first = await mastodon(api, 'GET', '/api/v1/timelines/public?limit=3', guest);
    expect(first.body).toHaveLength(3);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const second = await mastodon(
      api,
      'GET',
      new URL(next!).pathname + new URL(next!).search,
      guest,
    );
    const byId = await mastodon(
      api,
      'GET',
      `/api/v1/timelines/public?limit=3&max_id=${first.body[2].id}`,
      guest,
    );
    expect(second.body.map((s: { id: string }) => s.id)).toEqual(
      byId.body.map((s: { id: string }) => s.id),
    );
    const firstIds = new Set(first.body.map((s: { id: string }) => s.id));
    expect(second.body.some((s: { id: string }) => firstIds.has(s.id))).toBe(false);
    const newer = await mastodon(
      api,
      'GET',
      `/api/v1/timelines/public?since_id=${first.body[1].id}`,
      guest,
    );
    expect(newer.body.map((s: { id: string }) => s.id)).toEqual([first.body[0].id]);
  });

  it('favourites, reblogs and bookmarks idempotently, and the author hears of it', async () => {
    const { api, guest, maya } = await world();
    const posted = await mastodon(api, 'POST', '/api/v1/statuses', maya, { status: 'A new bowl' });
    const id = posted.body.id as string;
    await mastodon(api, 'POST', `/api/v1/statuses/${id}/favourite`, guest);
    const twice = await mastodon(api, 'POST', `/api/v1/statuses/${id}/favourite`, guest);
    expect(twice.body).toMatchObject({ favourited: true, favourites_count: 1 });
    const reblog = await mastodon(api, 'POST', `/api/v1/statuses/${id}/reblog`, guest);
    expect(reblog.body).toMatchObject({
      account: { username: 'guest' },
      reblog: { id, reblogged: true },
    });
    const marked = await mastodon(api, 'POST', `/api/v1/statuses/${id}/bookmark`, guest);
    expect(marked.body.bookmarked).toBe(true);
    const bookmarks = await mastodon(api, 'GET', '/api/v1/bookmarks', guest);
    expect(bookmarks.body[0].id).toBe(id);
    const favourites = await mastodon(api, 'GET', '/api/v1/favourites', guest);
    expect(favourites.body[0].id).toBe(id);
    const unliked = await mastodon(api, 'POST', `/api/v1/statuses/${id}/unfavourite`, guest);
    expect(unliked.body).toMatchObject({ favourited: false, favourites_count: 0 });

    const told = await mastodon(api, 'GET', '/api/v1/notifications?types[]=reblog', maya);
    expect(told.body.map((n: { type: string }) => n.type)).toEqual(['reblog']);
    expect(told.body[0]).toMatchObject({ account: { username: 'guest' }, status: { id } });
    const one = await mastodon(api, 'GET', `/api/v1/notifications/${told.body[0].id}`, maya);
    expect(one.body.id).toBe(told.body[0].id);

    const deleted = await mastodon(api, 'DELETE', `/api/v1/statuses/${id}`, maya);
    expect(deleted.body).toMatchObject({ id, text: 'A new bowl' });
    expect((await mastodon(api, 'GET', `/api/v1/statuses/${id}`, guest)).status).toBe(404);
  });

  it('follows, blocks and mutes through relationships', async () => {
    const { api, guest } = await world();
    const tariq = await mastodon(api, 'GET', '/api/v1/accounts/lookup?acct=tariq.codes', guest);
    const id = tariq.body.id as string;
    const followed = await mastodon(api, 'POST', `/api/v1/accounts/${id}/follow`, guest);
    expect(followed.body).toMatchObject({ id, following: true });
    const again = await mastodon(api, 'POST', `/api/v1/accounts/${id}/follow`, guest);
    expect(again.body.following).toBe(true);
    const following = await mastodon(api, 'GET', '/api/v1/accounts/verify_credentials', guest);
    const list = await mastodon(
      api,
      'GET',
      `/api/v1/accounts/${following.body.id}/following?limit=40`,
      guest,
    );
    expect(list.body.map((a: { id: string }) => a.id)).toContain(id);
    const muted = await mastodon(api, 'POST', `/api/v1/accounts/${id}/mute`, guest);
    expect(muted.body).toMatchObject({ muting: true, following: true });
    const blocked = await mastodon(api, 'POST', `/api/v1/accounts/${id}/block`, guest);
    expect(blocked.body).toMatchObject({ blocking: true, following: false });
    const asked = await mastodon(api, 'GET', `/api/v1/accounts/relationships?id[]=${id}`, guest);
    expect(asked.body).toEqual([blocked.body]);
    const refused = await mastodon(api, 'POST', `/api/v1/accounts/${id}/follow`, guest);
    expect(refused.status).toBe(403);
  });

  it('searches people, posts and tags', async () => {
    const { api, guest } = await world();
    await mastodon(api, 'POST', '/api/v1/statuses', guest, { status: 'Glazing day #kilnwork' });
    const people = await mastodon(api, 'GET', '/api/v2/search?q=maya&type=accounts', guest);
    expect(people.body.accounts.map((a: { acct: string }) => a.acct)).toContain('maya.clay');
    expect(people.body.statuses).toEqual([]);
    const all = await mastodon(api, 'GET', '/api/v2/search?q=kilnwork&resolve=true', guest);
    expect(all.body.hashtags.map((t: { name: string }) => t.name)).toContain('kilnwork');
    expect(all.body.statuses.length).toBeGreaterThan(0);
    const tag = await mastodon(api, 'GET', '/api/v1/timelines/tag/kilnwork', guest);
    expect(tag.body[0].content).toContain('Glazing day');
  });
});

describe('browser apps on other origins', () => {
  const elk = 'https://elk.example';

  it('answers the preflight of the Mastodon door and of the token endpoint for any origin', async () => {
    const { api } = await world();
    for (const path of ['/api/v1/statuses', '/api/v2/media', '/oauth/token']) {
      const preflight = await api.app.request(path, {
        method: 'OPTIONS',
        headers: {
          origin: elk,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type, idempotency-key',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/);
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('lets a preflighted cross-site call post, exposes the Link header, and keeps Murmur’s own API same-origin', async () => {
    const { api, guest } = await world();
    const crossSite = { origin: elk, 'sec-fetch-site': 'cross-site' };
    const posted = await api.app.request('/api/v1/statuses', {
      method: 'POST',
      headers: {
        ...crossSite,
        authorization: `Bearer ${guest}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ status: 'Written in a browser app on another origin' }),
    });
    expect(posted.status).toBe(200);
    expect(posted.headers.get('access-control-allow-origin')).toBe('*');
    const timeline = await api.app.request('/api/v1/timelines/public?limit=2', {
      headers: crossSite,
    });
    expect(timeline.headers.get('access-control-expose-headers')).toMatch(/Link/);

    // A form of another site, which needs no preflight, still cannot write through the door.
    const formWrite = await api.app.request('/api/v1/statuses', {
      method: 'POST',
      headers: { ...crossSite, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=forged',
    });
    expect(formWrite.status).toBe(403);
    const ownApi = await api.app.request('/api/posts', {
      method: 'OPTIONS',
      headers: { origin: elk, 'access-control-request-method': 'POST' },
    });
    expect(ownApi.headers.get('access-control-allow-origin')).toBeNull();
  });
});
