import { afterEach, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '@/backend/auth/passwords';
import {
  errorCodes,
  apiPaths,
  guestCredentials,
  serverMessages,
  tooManyAttemptsMessage,
  tooManyLoginsMessage,
} from '@/contract';
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
    expect(blocked.body).toEqual({
      errors: [tooManyLoginsMessage(15 * 60)],
      code: errorCodes.tooManyLogins,
    });
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

    h.advance(minute); // past the per-address cap of 30 attempts a minute
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

describe('the per-address cap', () => {
  const signup = (h: ServerHarness, n: number, client = 'client-a') =>
    h.call('POST', apiPaths.signup(), {
      headers: { 'x-test-client': client },
      body: {
        firstName: 'New',
        lastName: 'Person',
        username: `new.person.${n}`,
        email: `new${n}@example.com`,
        password: 'long enough to pass',
        confirmPassword: 'long enough to pass',
      },
    });

  it('answers the 31st login or signup from one address within a minute with 429, any username', async () => {
    const h = (harness = await createServerHarness());
    for (let i = 0; i < 15; i++) {
      const name = { username: `guess.${i}`, password: 'wrong password' };
      expect((await tryLogin(h, name)).status).toBe(404);
      h.advance(1000);
      expect((await signup(h, i)).status).toBe(201);
    }
    h.advance(20_000);
    for (const blocked of [await tryLogin(h, { username, password }), await signup(h, 99)]) {
      expect(blocked.status).toBe(429);
      // The first attempt, 35 s ago, leaves the minute in 25 s.
      expect(blocked.headers.get('retry-after')).toBe('25');
      expect(blocked.body).toEqual({
        errors: [tooManyAttemptsMessage(25)],
        code: errorCodes.tooManyAttempts,
      });
    }
    expect(tooManyAttemptsMessage(30)).toBe(
      'Too many login and signup attempts from your address. Please try again in 30 seconds.',
    );
    expect((await h.store.users.getByUsername('new.person.99')) ?? null).toBeNull();
    // Another address is not held up; this one may try again as its attempts leave the minute.
    expect((await tryLogin(h, { username, password }, 'client-b')).status).toBe(200);
    h.advance(25_000);
    expect((await tryLogin(h, { username, password })).status).toBe(200);
  });

  it('counts a client behind TRUST_PROXY proxies by its forwarded address, and IPv6 by /64', async () => {
    const h = (harness = await createServerHarness({
      app: { trustProxy: 1, attemptLimit: { maxFailures: 3, windowMs: minute } },
    }));
    const from = (forwardedFor: string) =>
      h.call('POST', apiPaths.login(), {
        headers: { 'x-forwarded-for': forwardedFor },
        body: { username, password: 'wrong password' },
      });
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '6.6.6.6, 2001:db8:1:2:ff::3'])
      expect((await from(address)).status).toBe(401);
    // Another address in the same /64, and a forged entry left of the balancer's, are held.
    expect((await from('2001:db8:1:2:abcd::9')).status).toBe(429);
    expect((await from('203.0.113.50, 2001:db8:1:2::4')).status).toBe(429);
    // Other clients behind the same balancer are not.
    expect((await from('2001:db8:1:3::1')).status).toBe(401);
    expect((await from('203.0.113.50')).status).toBe(401);
  });
});

describe('the password hashing limit', () => {
  it('answers 503 with Retry-After when every hashing turn and queue place is taken', async () => {
    let release = () => {};
    let holding = false;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const held = (real: PasswordHasher): PasswordHasher => ({
      hash: async (plain) => (holding && (await hold), real.hash(plain)),
      verify: async (plain, stored) => (holding && (await hold), real.verify(plain, stored)),
    });
    const h = (harness = await createServerHarness({
      passwords: held,
      app: { hashingLimit: { concurrency: 1, queue: 1, retryAfterSeconds: 2 } },
    }));
    // An unknown username waits for the decoy hash the API makes when it starts: done after this.
    const nobody = { username: 'nobody.here', password: 'wrong password' };
    expect((await tryLogin(h, nobody, 'client-0')).status).toBe(404);
    holding = true;
    const answers = ['client-1', 'client-2', 'client-3'].map((client) =>
      tryLogin(h, { username, password }, client),
    );
    // One hashes (held), one waits in the queue: the third is answered at once.
    const busy = await Promise.race(answers);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('2');
    expect(busy.body).toEqual({
      errors: [serverMessages.hashingBusy],
      code: errorCodes.hashingBusy,
    });
    release();
    const statuses = (await Promise.all(answers)).map((answer) => answer.status);
    expect(statuses.sort()).toEqual([200, 200, 503]);
    expect((await tryLogin(h, { username, password }, 'client-4')).status).toBe(200);
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
    expect(unknown.body).toEqual({
      errors: [serverMessages.userNotRegistered],
      code: errorCodes.userNotRegistered,
    });
    expect(verified).toHaveLength(1);
    expect(costOf(verified[0]!)).toBe(costOf(guestHash));

    expect((await fail(h)).status).toBe(401);
    expect(verified).toHaveLength(2);
    expect(verified[1]).toBe(guestHash);

    await tryLogin(h, { username: 'someone.else', password: 'wrong password' });
    expect(verified).toHaveLength(3);
  });
});
