import { describe, expect, it } from 'vitest';
import { authDocs } from '../contract/endpoint-docs';
import { createTokenService } from '../backend/auth/tokens';
import { createTestApi } from '../backend/testing/test-api';
import { restoreSession } from './restore-session';
import { demoTokenSecret } from './token-secret';

/** A reload of the demo: a new world over the same key, as the browser backend builds it. */
async function reload(tokenSecret: Uint8Array) {
  const api = await createTestApi();
  api.tokenSecret.set(tokenSecret);
  return api;
}

const bookmarks = (api: Awaited<ReturnType<typeof createTestApi>>, token: string) =>
  api.call('GET', '/api/users/bookmark', { token });

describe('restoreSession', () => {
  it("takes back a seeded user's session after a reload", async () => {
    const before = await createTestApi();
    const token = await before.login('guest');
    const after = await reload(before.tokenSecret);
    expect((await bookmarks(after, token)).status).toBe(401);

    const tokens = createTokenService(after.tokenSecret);
    expect(await restoreSession(after.store, tokens, token, new Date('2026-11-21T12:30:00Z'))).toBe(
      true,
    );
    expect((await bookmarks(after, token)).status).toBe(200);
  });

  it('does not take back the session of a user who is not in the new world', async () => {
    const before = await createTestApi();
    const signup = await before.call('POST', '/api/auth/signup', {
      body: authDocs.signup.sampleBody,
    });
    const token: string = signup.body.encodedToken;
    const after = await reload(before.tokenSecret);
    const tokens = createTokenService(after.tokenSecret);
    expect(await restoreSession(after.store, tokens, token, new Date('2026-11-21T12:30:00Z'))).toBe(
      false,
    );
    expect((await bookmarks(after, token)).status).toBe(401);
  });

  it('refuses a token signed with another key, or an expired one', async () => {
    const before = await createTestApi();
    const token = await before.login('guest');
    const after = await createTestApi();
    after.tokenSecret.set(new Uint8Array(32).fill(9));
    const tokens = createTokenService(after.tokenSecret);
    expect(await restoreSession(after.store, tokens, token, new Date('2026-11-21T12:30:00Z'))).toBe(
      false,
    );
    const sameKey = createTokenService(before.tokenSecret);
    expect(
      await restoreSession(after.store, sameKey, token, new Date('2027-01-01T00:00:00Z')),
    ).toBe(false);
    expect(await restoreSession(after.store, sameKey, 'not a token', new Date())).toBe(false);
  });
});

describe('demoTokenSecret', () => {
  it('keeps one key in storage across loads', () => {
    const saved = new Map<string, string>();
    const storage = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, value),
    };
    const first = demoTokenSecret(storage);
    expect(first).toHaveLength(32);
    expect(demoTokenSecret(storage)).toEqual(first);
  });

  it('makes a fresh key when there is no storage or it holds garbage', () => {
    expect(demoTokenSecret(undefined)).toHaveLength(32);
    const broken = { getItem: () => '%%%', setItem: () => undefined };
    expect(demoTokenSecret(broken)).toHaveLength(32);
  });
});
