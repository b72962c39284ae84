import { afterEach, describe, expect, it } from 'vitest';
import { HashingBusyError, type PasswordHasher } from '@/backend/auth/passwords';
import {
  errorCodes,
  apiPaths,
  guestCredentials,
  inlineMediaMessage,
  serverMessages,
} from '@/contract';
import { createServerHarness, type ServerHarness } from '../testing/server-harness';

// What the Node host refuses so that one account (the guest's password is public) or another
// site cannot make the API too big to serve or spend its password checks.

let harness: ServerHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const newUser = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  password: 'analytical-engine',
};

describe('inline media on the Node host', () => {
  it('refuses a data URL as a post’s media, on create and on edit, and stores nothing', async () => {
    harness = await createServerHarness();
    const token = await harness.login();
    const before = await harness.store.posts.list({ order: 'latest' });

    const created = await harness.call('POST', apiPaths.posts(), {
      token,
      body: { postData: { content: 'inline', mediaURL: tinyPng } },
    });
    expect(created.status).toBe(422);
    expect(created.body).toEqual({
      errors: [inlineMediaMessage('mediaURL')],
      code: errorCodes.inlineMedia,
    });
    expect((await harness.store.posts.list({ order: 'latest' })).items).toEqual(before.items);

    const mine = await harness.call('POST', apiPaths.posts(), {
      token,
      body: { postData: { content: 'plain text' } },
    });
    const own = (mine.body.posts as { _id: string; mediaURL: string; content: string }[]).find(
      (post) => post.content === 'plain text',
    )!;
    const edited = await harness.call('POST', apiPaths.editPost(own._id), {
      token,
      body: { postData: { mediaURL: tinyPng } },
    });
    expect(edited.status).toBe(422);
    expect(edited.body).toEqual({
      errors: [inlineMediaMessage('mediaURL')],
      code: errorCodes.inlineMedia,
    });
    expect((await harness.store.posts.get(own._id))?.mediaURL).toBe(own.mediaURL);
  });

  it('refuses a data URL as an avatar at signup and at profile edit', async () => {
    harness = await createServerHarness();
    const signup = await harness.call('POST', apiPaths.signup(), {
      body: { ...newUser, avatarUrl: tinyPng },
    });
    expect(signup.status).toBe(422);
    expect(signup.body).toEqual({
      errors: [inlineMediaMessage('avatarUrl')],
      code: errorCodes.inlineMedia,
    });
    expect(await harness.store.users.getByUsername('ada')).toBeUndefined();

    const token = await harness.login();
    const edit = await harness.call('POST', apiPaths.editUser(), {
      token,
      body: { userData: { avatarUrl: tinyPng } },
    });
    expect(edit.status).toBe(422);
    expect(edit.body).toEqual({
      errors: [inlineMediaMessage('avatarUrl')],
      code: errorCodes.inlineMedia,
    });

    const preset = await harness.call('POST', apiPaths.editUser(), {
      token,
      body: { userData: { avatarUrl: '/avatars/avatar-1.svg' } },
    });
    expect(preset.status, preset.text).toBe(201);
  });
});

describe('writes from another site', () => {
  it('are refused with 403 when the browser says so; same-origin and header-less ones pass', async () => {
    harness = await createServerHarness();
    const crossSite = await harness.call('POST', apiPaths.signup(), {
      body: newUser,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({
      errors: [serverMessages.crossSiteWrite],
      code: errorCodes.crossSiteWrite,
    });
    expect(await harness.store.users.getByUsername('ada')).toBeUndefined();

    const read = await harness.call('GET', apiPaths.posts(), {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(read.status).toBe(200);

    const sameOrigin = await harness.call('POST', apiPaths.signup(), {
      body: newUser,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(201);
    const curl = await harness.call('POST', apiPaths.login(), {
      body: { username: 'ada', password: newUser.password },
    });
    expect(curl.status).toBe(200);
  });
});

describe('a login the server is too busy to check', () => {
  it('answers 503 and does not count towards the login limit', async () => {
    let busy = false;
    harness = await createServerHarness({
      passwords: (real): PasswordHasher => ({
        hash: (password) => real.hash(password),
        verify: (password, stored) =>
          busy ? Promise.reject(new HashingBusyError(2)) : real.verify(password, stored),
      }),
    });
    busy = true;
    const attempt = () =>
      harness!.call('POST', apiPaths.login(), {
        body: { username: guestCredentials.username, password: 'wrong password' },
      });
    for (let i = 0; i < 12; i++) expect((await attempt()).status).toBe(503);
    busy = false;
    // Twelve refused checks later, the next wrong password is still judged, not limited.
    expect((await attempt()).status).toBe(401);
  });
});
