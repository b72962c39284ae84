import { afterEach, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../../backend/auth/passwords';
import { apiPaths, guestCredentials, serverMessages, tooManyLoginsMessage } from '../../contract';
import { createServerHarness, type ServerHarness } from '../testing/server-harness';

let harness: ServerHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const minute = 60_000;
const { username, password } = guestCredentials;

function tryLogin(h: ServerHarness, body: object, client = 'client-a') {
  return h.call('POST', apiPaths.login(), { body, headers: { 'x-test-client': client } });
}
const fail = (h: ServerHarness, client?: string) =>
  tryLogin(h, { username, password: 'wrong password' }, client);

describe('the login limit', () => {
  it('answers the 11th failed login within 15 minutes with 429 and Retry-After', async () => {
    const h = (harness = await createServerHarness());
    for (let i = 0; i < 10; i++) expect((await fail(h)).status).toBe(401);
    const blocked = await tryLogin(h, { username, password });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe(String(15 * 60));
    expect(blocked.body).toEqual({ errors: [tooManyLoginsMessage(15 * 60)] });
    expect(blocked.body.errors[0]).toBe('Too many failed logins. Please try again in 15 minutes.');

    // Another client address, or another username from this one, is not held up.
    expect((await tryLogin(h, { username, password }, 'client-b')).status).toBe(200);
    expect((await tryLogin(h, { username: 'maya.clay', password: 'x' })).status).toBe(401);

    h.advance(10 * minute);
    const later = await fail(h);
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe(String(5 * 60));
    h.advance(5 * minute);
    expect((await tryLogin(h, { username, password })).status).toBe(200);
  });

  it('forgets the failures after a success, and counts unknown usernames too', async () => {
    const h = (harness = await createServerHarness());
    for (let i = 0; i < 9; i++) await fail(h);
    expect((await tryLogin(h, { username, password })).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await fail(h)).status).toBe(401);
    expect((await fail(h)).status).toBe(429);

    const nobody = { username: 'no.such.user', password: 'whatever1' };
    for (let i = 0; i < 10; i++) expect((await tryLogin(h, nobody)).status).toBe(404);
    expect((await tryLogin(h, nobody)).status).toBe(429);
  });

  it('holds parallel guesses to the limit too', async () => {
    const h = (harness = await createServerHarness());
    const answers = await Promise.all(Array.from({ length: 25 }, () => fail(h)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});

describe('an unknown username', () => {
  it('costs one password verification against a hash of the same cost, like a wrong password', async () => {
    const verified: string[] = [];
    const counting = (real: PasswordHasher): PasswordHasher => ({
      hash: (plain) => real.hash(plain),
      verify: (plain, stored) => (verified.push(stored), real.verify(plain, stored)),
    });
    const h = (harness = await createServerHarness({ passwords: counting }));
    const guestHash = (await h.store.users.getByUsername(username))!.passwordHash;
    const costOf = (stored: string) => stored.split('$').slice(0, 4).join('$');

    const unknown = await tryLogin(h, { username: 'nobody.here', password: 'wrong password' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errors: [serverMessages.userNotRegistered] });
    expect(verified).toHaveLength(1);
    expect(costOf(verified[0]!)).toBe(costOf(guestHash));

    expect((await fail(h)).status).toBe(401);
    expect(verified).toHaveLength(2);
    expect(verified[1]).toBe(guestHash);

    await tryLogin(h, { username: 'someone.else', password: 'wrong password' });
    expect(verified).toHaveLength(3);
  });
});
