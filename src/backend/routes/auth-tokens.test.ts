import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { errorCodes, apiPaths, serverMessages } from '@/contract';
import { createTestApiAs } from '../testing/test-api';
import { expectRefusal } from '../testing/refusals';

const base64url = (text: string) =>
  btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(atob(token.split('.')[1]!.replaceAll('-', '+').replaceAll('_', '/'))) as Record<
    string,
    unknown
  >;

describe('tokens on protected calls', () => {
  const invalid = { errors: [serverMessages.invalidToken], code: errorCodes.invalidToken };

  it('accepts the raw token and a Bearer token', async () => {
    const { api, token } = await createTestApiAs('guest');
    expect((await api.call('GET', apiPaths.bookmarks(), { token })).status).toBe(200);
    expect((await api.call('GET', apiPaths.bookmarks(), { token: `Bearer ${token}` })).status).toBe(
      200,
    );
    expect((await api.call('GET', apiPaths.bookmarks(), { token: `bearer ${token}` })).status).toBe(
      200,
    );
  });

  it('refuses a revoked token after logout', async () => {
    const { api, token } = await createTestApiAs('guest');
    const other = await api.login('guest');
    const logout = await api.call('POST', apiPaths.logout(), { token });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ loggedOut: true });
    const after = await api.call('GET', apiPaths.bookmarks(), { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual(invalid);
    expect((await api.call('POST', apiPaths.logout(), { token })).status).toBe(401);
    // Another session of the same user lives on.
    expect((await api.call('GET', apiPaths.bookmarks(), { token: other })).status).toBe(200);
  });

  it('refuses a token it has already taken once it expires', async () => {
    const { api, token } = await createTestApiAs('guest');
    // Taken once, so its signature check is remembered; the expiry must still apply.
    expect((await api.call('GET', apiPaths.bookmarks(), { token })).status).toBe(200);
    api.advance(7 * 24 * 60 * 60 * 1000);
    const expired = await api.call('GET', apiPaths.bookmarks(), { token });
    expectRefusal(expired, 401, 'invalidToken');
  });

  it('refuses no token, garbage, a forged, an alg:none, a swapped-user and an expired token with 401', async () => {
    const { api, token } = await createTestApiAs('guest');
    const claims = claimsOf(token);
    const sign = (secret: Uint8Array, payload: Record<string, unknown>) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(claims.iat as number)
        .setExpirationTime(claims.exp as number)
        .sign(secret);
    const { iat: _iat, exp: _exp, ...payload } = claims;
    const forged = await sign(new Uint8Array(32).fill(9), payload);
    const algNone = `${base64url('{"alg":"none","typ":"JWT"}')}.${base64url(JSON.stringify(claims))}.`;
    const otherUser = await sign(api.tokenSecret, {
      ...payload,
      _id: '2',
      username: 'maya.clay',
      sub: '2',
    });
    const noSession = await sign(api.tokenSecret, { ...payload, jti: 'no-such-session' });
    // The real secret and the real claims still pass, so each refusal above is for its one defect.
    const genuine = await sign(api.tokenSecret, payload);
    expect((await api.call('GET', apiPaths.bookmarks(), { token: genuine })).status).toBe(200);

    for (const bad of [
      undefined,
      'garbage',
      'a.b.c',
      `Bearer ${forged}`,
      forged,
      algNone,
      otherUser,
      noSession,
    ]) {
      const answer = await api.call('POST', apiPaths.bookmark('p01'), bad ? { token: bad } : {});
      expect(answer.status, String(bad)).toBe(401);
      expect(answer.body).toEqual(invalid);
    }
    expect(await api.store.bookmarks.forUsers(['8', '2'])).toEqual([]);

    api.advance(8 * 24 * 60 * 60 * 1000);
    const expired = await api.call('GET', apiPaths.bookmarks(), { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(invalid);
  });
});
