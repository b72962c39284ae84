import { describe, expect, it } from 'vitest';
import { answerSchemas, apiPaths, guestCredentials } from '@/contract';
import { busyAccountWorld, dora } from '../testing/busy-account';
import { readEvents } from '../testing/event-reader';
import { expectRefusal } from '../testing/refusals';
import { rowsNaming } from '../testing/rows-naming';
import { afterStart, createTestApi, seededPassword } from '../testing/test-api';

const dayMs = 24 * 60 * 60 * 1000;
const confirm = { password: dora.password, username: dora.username };

// Each test builds a busy world first: many writes, which PostgreSQL on a busy machine takes time for.
describe('POST /api/account/delete', { timeout: 40_000 }, () => {
  it('leaves no row that names the account, in any table, and every count as before', async () => {
    const w = await busyAccountWorld();
    const needles = { inside: [w.user._id], whole: [dora.username, dora.email] };
    const tablesNaming = (rows: string[]) => new Set(rows.map((row) => row.split(/[.:]/)[0]));
    // The finder sees it everywhere it acted first: its rows are there to be missed.
    expect(tablesNaming(await rowsNaming(w.api.store, needles)).size).toBeGreaterThanOrEqual(13);
    const stream = readEvents(
      await w.api.app.request(apiPaths.events(), { headers: { authorization: w.token } }),
    );
    const answer = await w.api.call('POST', '/api/account/delete', {
      token: w.token,
      body: confirm,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ deleted: true });
    expect(answerSchemas.deleteAccount[0].safeParse(answer.body).success).toBe(true);
    await stream.ended();

    const found = await rowsNaming(w.api.store, needles);
    // The one row that must name it: the username rests before anyone may take it.
    expect(found.filter((row) => !/^retired_?usernames/i.test(row))).toEqual([]);
    // Lucía's like of p04 stays; dora's went.
    const p04 = { ...w.before.p04, likeCount: w.before.p04.likeCount + 1 };
    expect(await w.counts()).toEqual({ ...w.before, p04 });
  });

  it('ends its sessions, and its posts leave every list', async () => {
    const w = await busyAccountWorld();
    const elsewhere = await w.api.login(dora.username, dora.password);
    await w.api.call('POST', '/api/account/delete', { token: w.token, body: confirm });
    for (const token of [w.token, elsewhere])
      expectRefusal(await w.api.call('GET', '/api/feed', { token }), 401, 'invalidToken');
    expect((await w.api.call('GET', `/api/posts/${w.postId}`)).status).toBe(404);
    const explore = await w.api.call('GET', '/api/posts?limit=50');
    expect(explore.body.posts.map((post: { _id: string }) => post._id)).not.toContain(w.postId);
    const kenji = await w.tokenOf('kenji.rides');
    const feed = await w.api.call('GET', '/api/feed?limit=50', { token: kenji });
    // Kenji's own post that mentioned dora stays: it is his.
    const authored = `"username":"${dora.username}"`;
    expect(JSON.stringify(feed.body)).not.toContain(authored);
    const p02 = await w.api.call('GET', '/api/posts/p02', { token: kenji });
    expect(JSON.stringify(p02.body)).not.toContain(authored);
    expect((await w.api.call('GET', `/api/users/${dora.username}`)).status).toBe(404);
    const notifications = await w.api.call('GET', '/api/notifications', { token: kenji });
    expect(JSON.stringify(notifications.body)).not.toContain(w.user._id);
    expectRefusal(
      await w.api.call('POST', '/api/auth/login', {
        body: { username: dora.username, password: dora.password },
      }),
      404,
      'userNotRegistered',
    );
  });

  it('keeps the fact in the moderators’ log, under an id that names nobody', async () => {
    const w = await busyAccountWorld();
    await w.api.call('POST', '/api/account/delete', { token: w.token, body: confirm });
    const log = await w.log('tariq.codes');
    const [deleted, warned] = log.body.actions;
    expect(deleted).toMatchObject({
      kind: 'accountDeleted',
      moderator: null,
      user: null,
      note: '',
    });
    expect(warned).toMatchObject({ kind: 'warn', user: null, note: '' });
    expect(JSON.stringify(log.body)).not.toContain(dora.username);
  });

  it('refuses the username for 30 days, then lets anyone take it', async () => {
    const w = await busyAccountWorld();
    await w.api.call('POST', '/api/account/delete', { token: w.token, body: confirm });
    const signup = () => w.api.call('POST', '/api/auth/signup', { body: dora });
    expectRefusal(await signup(), 422, 'usernameRetired');
    w.api.advance(30 * dayMs - 60_000);
    expectRefusal(await signup(), 422, 'usernameRetired');
    w.api.advance(60_000);
    expect(await w.api.store.accounts.forgetFreedUsernames(afterStart(30 * dayMs))).toBe(1);
    expect((await signup()).status).toBe(201);
  });

  it('refuses a mistyped username (422) or a wrong password (403), and deletes nothing', async () => {
    const w = await busyAccountWorld();
    const send = (body: unknown) =>
      w.api.call('POST', '/api/account/delete', { token: w.token, body });
    expectRefusal(await send({ ...confirm, username: 'dora.leave' }), 422, 'usernameMismatch');
    expectRefusal(await send({ ...confirm, password: 'not it' }), 403, 'wrongPassword');
    const missing = await send({ password: dora.password });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual(['username is required']);
    expect((await w.api.call('GET', '/api/feed', { token: w.token })).status).toBe(200);
    // The username typed with an @, in capitals, is the username.
    const done = await send({ ...confirm, username: ' @Dora.Leaves ' });
    expect(done.status).toBe(200);
  });

  it('refuses the shared guest, and the last admin until there is another', async () => {
    const w = await busyAccountWorld();
    const guest = await w.api.login('guest');
    expectRefusal(
      await w.api.call('POST', '/api/account/delete', {
        token: guest,
        body: { password: guestCredentials.password, username: 'guest' },
      }),
      403,
      'guestUndeletable',
    );
    const maya = { password: seededPassword('maya.clay'), username: 'maya.clay' };
    const asMaya = await w.tokenOf('maya.clay');
    const send = () => w.api.call('POST', '/api/account/delete', { token: asMaya, body: maya });
    expectRefusal(await send(), 403, 'lastAdmin');
    const tariq = await w.api.store.users.getByUsername('tariq.codes');
    await w.api.store.users.update(tariq!._id, { role: 'admin' });
    expect((await send()).status).toBe(200);
    expect((await w.api.call('POST', '/api/account/delete', { body: maya })).status).toBe(401);
  });

  it('needs a token', async () => {
    const api = await createTestApi();
    expectRefusal(
      await api.call('POST', '/api/account/delete', { body: confirm }),
      401,
      'invalidToken',
    );
  });
});
