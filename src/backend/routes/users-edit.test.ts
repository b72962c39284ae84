import { describe, expect, it } from 'vitest';
import { apiPaths, type AccountResponse, type UserResponse } from '@/contract';
import { expectInvalidField, expectRefusal } from '../testing/refusals';
import {
  createTestApi,
  createTestApiAs,
  afterStart,
  minute,
  seededSummary,
} from '../testing/test-api';

const tariqSummary = seededSummary('tariq.codes');

describe('POST /api/users/edit', () => {
  it('stores the changes and answers 201 with the account; userInfo works too', async () => {
    const { api, token } = await createTestApiAs('guest');
    api.advance(minute);
    const changes = {
      firstName: 'Gwen',
      bio: 'New bio',
      website: 'https://gwen.example.com',
      avatarUrl: '/avatars/avatar-2.svg',
    };
    const answer = await api.call<AccountResponse>('POST', apiPaths.editUser(), {
      token,
      body: { userData: changes },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.user).toMatchObject({
      ...changes,
      username: 'guest',
      lastName: 'Murmur',
      email: 'guest@example.com',
    });
    expect(Date.parse(answer.body.user.updatedAt)).toBe(afterStart(minute));
    const stored = await api.call<UserResponse>('GET', apiPaths.user('8'));
    expect(stored.body.user).toMatchObject(changes);

    const info = await api.call<AccountResponse>('POST', apiPaths.editUser(), {
      token,
      body: { userInfo: { lastName: 'Visitor', username: 'guest' } },
    });
    expect(info.status).toBe(201);
    expect(info.body.user).toMatchObject({
      firstName: 'Gwen',
      lastName: 'Visitor',
      username: 'guest',
    });
  });

  it('refuses a username change with 404 and stores nothing', async () => {
    const { api, token } = await createTestApiAs('guest');
    const answer = await api.call('POST', apiPaths.editUser(), {
      token,
      body: { userData: { username: 'someone.else', bio: 'changed' } },
    });
    expectRefusal(answer, 404, 'usernameUnchangeable');
    expect((await api.store.users.get('8'))!.bio).not.toBe('changed');
  });

  it('ignores reserved fields', async () => {
    const { api, token } = await createTestApiAs('guest');
    const before = (await api.store.users.get('8'))!;
    const answer = await api.call<AccountResponse>('POST', apiPaths.editUser(), {
      token,
      body: {
        userData: {
          _id: '2',
          password: 'new-password-1',
          passwordHash: 'x',
          email: 'evil@example.com',
          followers: [tariqSummary],
          following: [],
          bookmarks: ['p01'],
          createdAt: '2001-01-01T00:00:00+00:00',
          isAdmin: true,
          bio: 'Only this changes',
        },
      },
    });
    expect(answer.status).toBe(201);
    const after = (await api.store.users.get('8'))!;
    expect(after).toEqual({ ...before, bio: 'Only this changes', updatedAt: after.updatedAt });
    expect(answer.body.user.email).toBe('guest@example.com');
    expect(answer.body.user.bookmarks).toEqual([]);
    expect(answer.body.user.following).toHaveLength(3);
    expect(answer.body.user.followers.map((user) => user._id)).toEqual(['6']);
    expect(await api.store.users.get('2')).toMatchObject({ username: 'maya.clay' });
    expect(await api.login('guest', 'guest-murmur')).toBeTruthy();
  });

  it.each([
    [{ website: 'ftp://example.com' }, 'website must be an http or https URL'],
    [{ bio: 'x'.repeat(161) }, 'bio must be at most 160 characters'],
    [{ firstName: '' }, 'firstName is required'],
    [
      { avatarUrl: 'https://elsewhere.example/a.png' },
      'avatarUrl must be a file of this site or a base64 data URL',
    ],
  ])('refuses %o with 422 naming the field', async (userData, message) => {
    const { api, token } = await createTestApiAs('guest');
    const before = await api.store.users.get('8');
    const answer = await api.call('POST', apiPaths.editUser(), { token, body: { userData } });
    expectInvalidField(answer, message);
    expect(await api.store.users.get('8')).toEqual(before);
  });

  it('needs a token and a userData object', async () => {
    const api = await createTestApi();
    const anonymous = await api.call('POST', apiPaths.editUser(), {
      body: { userData: { bio: 'x' } },
    });
    expect(anonymous.status).toBe(401);
    const token = await api.login('guest');
    const empty = await api.call('POST', apiPaths.editUser(), { token, body: {} });
    expectInvalidField(empty, 'userData is required');
  });
});
