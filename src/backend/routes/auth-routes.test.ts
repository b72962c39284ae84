import { describe, expect, it } from 'vitest';
import { apiPaths, type LoginResponse, type SignupResponse } from '@/contract';
import { authDocs } from '@/contract/endpoint-docs';
import { expectInvalidField, expectRefusal } from '../testing/refusals';
import { createTestApi } from '../testing/test-api';

/** The request tester's sample signup: Sam Lee. */
const newUser = { ...authDocs.signup.sampleBody };
const claimsOf = (token: string) =>
  JSON.parse(atob(token.split('.')[1]!.replaceAll('-', '+').replaceAll('_', '/'))) as Record<
    string,
    unknown
  >;

describe('POST /api/auth/signup', () => {
  it('creates the account, answers 201 with createdUser and a working token, and never a password', async () => {
    const api = await createTestApi();
    const answer = await api.call<SignupResponse>('POST', apiPaths.signup(), { body: newUser });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(['createdUser', 'encodedToken']);
    const { createdUser, encodedToken } = answer.body;
    expect(createdUser).toMatchObject({
      username: 'sam.lee',
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      avatarUrl: '',
      bio: '',
      website: '',
      followers: [],
      following: [],
      bookmarks: [],
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/password/i);
    expect(JSON.stringify(answer.body)).not.toContain('correct-horse');

    const me = await api.call('GET', apiPaths.bookmarks(), { token: encodedToken });
    expect(me.status).toBe(200);
    const stored = await api.call('GET', apiPaths.user('sam.lee'));
    expect(stored.status).toBe(200);
    expect(stored.body.user._id).toBe(createdUser._id);
    // The new account can log in with the password it chose.
    expect(await api.login('sam.lee', 'correct-horse')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuses a taken username with 422 and creates nothing', async () => {
    const api = await createTestApi();
    const answer = await api.call('POST', apiPaths.signup(), {
      body: { ...newUser, username: 'maya.clay' },
    });
    expectRefusal(answer, 422, 'usernameExists');
    expect((await api.store.users.list()).length).toBe(6);
  });

  it.each([
    [
      'a short password',
      { password: 'short', confirmPassword: 'short' },
      'password must be at least 8 characters',
    ],
    [
      'a username with a space and capitals',
      { username: 'Bad Name' },
      'username may hold only a-z, 0-9, _ and .',
    ],
    ['a too short username', { username: 'ab' }, 'username must be 3 to 30 characters'],
    [
      'a username an API route would shadow',
      { username: 'bookmark' },
      'username is taken by the API; choose another',
    ],
    ['a missing firstName', { firstName: undefined }, 'firstName is required'],
    ['a blank lastName', { lastName: '   ' }, 'lastName is required'],
    ['a bad email', { email: 'not-an-email' }, 'email must be a valid email address'],
    ['a bio over 160 characters', { bio: 'b'.repeat(161) }, 'bio must be at most 160 characters'],
    [
      'a website that is not http(s)',
      { website: 'javascript:alert(1)' },
      'website must be an http or https URL',
    ],
    ['an ftp website', { website: 'ftp://example.com' }, 'website must be an http or https URL'],
  ])('refuses %s with 422 naming the field', async (_case, change, message) => {
    const api = await createTestApi();
    const answer = await api.call('POST', apiPaths.signup(), { body: { ...newUser, ...change } });
    expectInvalidField(answer, message);
    expect(await api.store.users.getByUsername(newUser.username)).toBeUndefined();
  });

  it('ignores reserved fields sent along and keeps the allowlisted profile fields', async () => {
    const api = await createTestApi();
    const answer = await api.call<SignupResponse>('POST', apiPaths.signup(), {
      body: {
        ...newUser,
        _id: '2',
        passwordHash: 'pbkdf2$1$AAAA$BBBB',
        followers: [{ _id: '3', username: 'tariq.codes' }],
        following: [{ _id: '4', username: 'amara_grows' }],
        bookmarks: ['p01'],
        createdAt: '2001-01-01T00:00:00+00:00',
        updatedAt: '2001-01-01T00:00:00+00:00',
        isAdmin: true,
        bio: 'Hello there',
        website: 'https://sam.example.com',
        avatarUrl: '/avatars/avatar-3.svg',
      },
    });
    expect(answer.status).toBe(201);
    const user = answer.body.createdUser;
    expect(user._id).not.toBe('2');
    expect(user.followers).toEqual([]);
    expect(user.following).toEqual([]);
    expect(user.bookmarks).toEqual([]);
    expect(user.createdAt).toBe('2026-11-21T12:00:00.000+00:00');
    expect(user.updatedAt).toBe(user.createdAt);
    expect(user).not.toHaveProperty('isAdmin');
    expect(user).toMatchObject({
      bio: 'Hello there',
      website: 'https://sam.example.com',
      avatarUrl: '/avatars/avatar-3.svg',
    });

    const stored = await api.store.users.get(user._id);
    expect(stored).toBeDefined();
    expect(stored).not.toHaveProperty('isAdmin');
    expect(stored!.passwordHash).not.toBe('pbkdf2$1$AAAA$BBBB');
    expect(await api.passwords.verify('correct-horse', stored!.passwordHash)).toBe(true);
    // Maya, user "2", is untouched.
    expect((await api.store.users.get('2'))!.username).toBe('maya.clay');
    expect(await api.store.bookmarks.forUsers([user._id])).toEqual([]);
  });

  it('answers 400 to malformed JSON', async () => {
    const api = await createTestApi();
    const answer = await api.call('POST', apiPaths.signup(), {
      rawBody: '{"username": "sam.lee",',
      headers: { 'content-type': 'application/json' },
    });
    expectRefusal(answer, 400, 'malformedJson');
  });
});

describe('POST /api/auth/login', () => {
  it('answers 200 with foundUser and encodedToken', async () => {
    const api = await createTestApi();
    const answer = await api.call<LoginResponse>('POST', apiPaths.login(), {
      body: { username: 'guest', password: 'guest-murmur' },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['encodedToken', 'foundUser']);
    expect(answer.body.foundUser).toMatchObject({
      _id: '8',
      username: 'guest',
      email: 'guest@example.com',
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/password/i);
    expect(claimsOf(answer.body.encodedToken)).toMatchObject({
      _id: '8',
      username: 'guest',
      sub: '8',
    });
  });

  it('takes a username in any case, as a phone keyboard capitalises it', async () => {
    const api = await createTestApi();
    for (const username of ['Guest', 'GUEST']) {
      const answer = await api.call<LoginResponse>('POST', apiPaths.login(), {
        body: { username, password: 'guest-murmur' },
      });
      expect(answer.status, username).toBe(200);
      expect(answer.body.foundUser.username).toBe('guest');
    }
    const wrong = await api.call('POST', apiPaths.login(), {
      body: { username: 'GUEST', password: 'guest-murmuR' },
    });
    expect(wrong.status).toBe(401);
  });

  it('refuses the turned-off guest account in any case', async () => {
    const api = await createTestApi({ guestAccount: false });
    for (const username of ['guest', 'Guest']) {
      const answer = await api.call('POST', apiPaths.login(), {
        body: { username, password: 'guest-murmur' },
      });
      expectRefusal(answer, 403, 'guestAccountOff', username);
    }
  });

  it('answers 404 to an unknown username and 401 to a wrong password', async () => {
    const api = await createTestApi();
    const unknown = await api.call('POST', apiPaths.login(), {
      body: { username: 'nobody', password: 'whatever1' },
    });
    expectRefusal(unknown, 404, 'userNotRegistered');
    const wrong = await api.call('POST', apiPaths.login(), {
      body: { username: 'guest', password: 'guest-murmuR' },
    });
    expectRefusal(wrong, 401, 'invalidCredentials');
  });

  it('answers 400 to malformed JSON and 422 to a missing password', async () => {
    const api = await createTestApi();
    const malformed = await api.call('POST', apiPaths.login(), { rawBody: "{username:'guest'}" });
    expectRefusal(malformed, 400, 'malformedJson');
    const missing = await api.call('POST', apiPaths.login(), { body: { username: 'guest' } });
    expectInvalidField(missing, 'password is required');
    const long = await api.call('POST', apiPaths.login(), {
      body: { username: 'u'.repeat(201), password: 'whatever1' },
    });
    expectInvalidField(long, 'username must be at most 200 characters');
  });
});
