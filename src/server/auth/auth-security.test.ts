import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { seedData } from '@/backend/seed/seed-data';
import { errorCodes, apiPaths, guestCredentials, serverMessages } from '@/contract';
import { createServerHarness, type ServerHarness } from '../testing/server-harness';
import { adaSignup } from '../testing/server-process';
import { defaultScryptCost } from './scrypt-hasher';

let harness: ServerHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const newUser = adaSignup;
const invalid = { errors: [serverMessages.invalidToken], code: errorCodes.invalidToken };
const base64url = (text: string) => Buffer.from(text).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('passwords on the Node host', () => {
  // Real host-cost hashes (seed, signup, login) take a quarter of a second each, more on busy cores.
  it('stores only a scrypt hash of the host cost, with its own salt', async () => {
    const h = (harness = await createServerHarness({ scryptCost: defaultScryptCost }));
    expect((await h.call('POST', apiPaths.signup(), { body: newUser })).status).toBe(201);
    const row = await h.store.users.getByUsername(newUser.username);
    expect(row?.passwordHash).toMatch(
      /^scrypt\$32768\$8\$3\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/,
    );
    expect(row?.passwordHash).not.toContain(newUser.password);
    const guest = await h.store.users.getByUsername(guestCredentials.username);
    expect(guest?.passwordHash).toMatch(/^scrypt\$32768\$/);
    expect(guest?.passwordHash.split('$')[4]).not.toBe(row?.passwordHash.split('$')[4]);
    expect((await h.call('POST', apiPaths.login(), { body: newUser })).status).toBe(200);
  }, 30_000);

  it('gives the seeded people unguessable passwords; only the guest keeps the published one', async () => {
    const h = (harness = await createServerHarness());
    expect(await h.login()).toBeTruthy();
    for (const user of seedData.users.filter((u) => u.username !== guestCredentials.username)) {
      const answer = await h.call('POST', apiPaths.login(), {
        body: { username: user.username, password: user.password },
      });
      expect(answer.status, user.username).toBe(401);
    }
  });
});

describe('tokens on the Node host', () => {
  it('refuses a token signed with another secret, one with alg none and an expired one', async () => {
    const h = (harness = await createServerHarness());
    const token = await h.login();
    const { iat: _iat, exp, ...claims } = claimsOf(token);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(exp as number)
      .sign(new Uint8Array(32).fill(4));
    const algNone = `${base64url('{"alg":"none","typ":"JWT"}')}.${base64url(JSON.stringify(claimsOf(token)))}.`;
    for (const bad of [forged, algNone, `Bearer ${algNone}`]) {
      const answer = await h.call('GET', apiPaths.bookmarks(), { token: bad });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(invalid);
    }
    expect((await h.call('GET', apiPaths.bookmarks(), { token })).status).toBe(200);

    // Genuine, of a session that is still live, but past its exp: the token check refuses it.
    const nowSeconds = Math.floor(Date.now() / 1000);
    const pastExp = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(nowSeconds - 120)
      .setExpirationTime(nowSeconds - 60)
      .sign(h.tokenSecret);
    const session = await h.store.sessions.get(claimsOf(token).jti as string);
    expect(Date.parse(session!.expiresAt)).toBeGreaterThan(Date.now() + 60_000);
    const stale = await h.call('GET', apiPaths.bookmarks(), { token: pastExp });
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual(invalid);
    // The same claims with a future exp pass: only exp made the difference.
    const fresh = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(nowSeconds - 120)
      .setExpirationTime(nowSeconds + 600)
      .sign(h.tokenSecret);
    expect((await h.call('GET', apiPaths.bookmarks(), { token: fresh })).status).toBe(200);

    h.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const expired = await h.call('GET', apiPaths.bookmarks(), { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(invalid);
  });

  it('makes a token useless after logout', async () => {
    const h = (harness = await createServerHarness());
    const token = await h.login();
    expect((await h.call('POST', apiPaths.logout(), { token })).status).toBe(200);
    for (const [method, path] of [
      ['GET', apiPaths.bookmarks()],
      ['POST', apiPaths.posts()],
      ['POST', apiPaths.logout()],
    ] as const) {
      const body = method === 'POST' ? { postData: { content: 'hi' } } : undefined;
      const answer = await h.call(method, path, { token, body });
      expect(answer.status, path).toBe(401);
    }
  });
});
