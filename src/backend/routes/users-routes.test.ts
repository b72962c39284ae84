import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  type BookmarksResponse,
  type FollowResponse,
  type UserResponse,
  type UsersResponse,
} from '@/contract';
import {
  createTestApi,
  createTestApiAs,
  afterStart,
  minute,
  seededSummary,
} from '../testing/test-api';
import { expectRefusal } from '../testing/refusals';

const tariqSummary = seededSummary('tariq.codes');
const guestSummary = seededSummary('guest');

describe('reading users', () => {
  it('GET /api/users lists the 6 users without password, passwordHash or email', async () => {
    const api = await createTestApi();
    const answer = await api.call<UsersResponse>('GET', apiPaths.users());
    expect(answer.status).toBe(200);
    expect(answer.body.users.map((user) => user._id).sort()).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
      '8',
    ]);
    for (const user of answer.body.users) {
      expect(user).not.toHaveProperty('password');
      expect(user).not.toHaveProperty('passwordHash');
      expect(user).not.toHaveProperty('email');
      expect(user).not.toHaveProperty('bookmarks');
    }
    expect(JSON.stringify(answer.body)).not.toMatch(/password|@example\.com/i);
  });

  it('GET /api/users/:id finds by id and by username, and answers 404 to an unknown one', async () => {
    const api = await createTestApi();
    const byId = await api.call<UserResponse>('GET', apiPaths.user('2'));
    expect(byId.status).toBe(200);
    expect(byId.body.user.username).toBe('maya.clay');
    const byName = await api.call<UserResponse>('GET', apiPaths.user('maya.clay'));
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual(byId.body);
    expect(byId.body.user).not.toHaveProperty('email');
    expect(byId.body.user.following.map((user) => user.username).sort()).toEqual([
      'amara_grows',
      'lucia_reads',
    ]);
    for (const unknown of ['nobody', '99', 'Maya.Clay']) {
      const answer = await api.call('GET', apiPaths.user(unknown));
      expectRefusal(answer, 404, 'userNotRegistered');
    }
  });

  it('GET /api/users/bookmark needs a token and answers the bookmarked ids', async () => {
    const api = await createTestApi();
    const anonymous = await api.call('GET', apiPaths.bookmarks());
    expectRefusal(anonymous, 401, 'invalidToken');
    const token = await api.login('guest');
    expect((await api.call('GET', apiPaths.bookmarks(), { token })).body).toEqual({
      bookmarks: [],
    });
    await api.call('POST', apiPaths.bookmark('p03'), { token });
    api.advance(1000);
    await api.call('POST', apiPaths.bookmark('p01'), { token });
    const answer = await api.call<BookmarksResponse>('GET', apiPaths.bookmarks(), { token });
    expect(answer.status).toBe(200);
    // Newest first, as every capped list is.
    expect(answer.body).toEqual({ bookmarks: ['p01', 'p03'] });
  });
});

describe('follow and unfollow', () => {
  it('follow updates both sides and their updatedAt; following twice is 400', async () => {
    const { api, token } = await createTestApiAs('guest');
    api.advance(5 * minute);
    const answer = await api.call<FollowResponse>('POST', apiPaths.follow('3'), { token });
    expect(answer.status).toBe(200);
    const { user, followUser } = answer.body;
    expect(user._id).toBe('8');
    expect(user.following).toContainEqual(tariqSummary);
    for (const summary of user.following)
      expect(Object.keys(summary).sort()).toEqual(Object.keys(tariqSummary).sort());
    expect(followUser._id).toBe('3');
    expect(followUser.followers).toContainEqual(guestSummary);
    expect(Date.parse(user.updatedAt)).toBe(afterStart(5 * minute));
    expect(Date.parse(followUser.updatedAt)).toBe(afterStart(5 * minute));

    const me = await api.call<UserResponse>('GET', apiPaths.user('guest'));
    expect(me.body.user.following).toContainEqual(tariqSummary);
    const target = await api.call<UserResponse>('GET', apiPaths.user('tariq.codes'));
    expect(target.body.user.followers).toContainEqual(guestSummary);

    const again = await api.call('POST', apiPaths.follow('3'), { token });
    expectRefusal(again, 400, 'alreadyFollowing');
  });

  it('refuses following yourself with 404 and an unknown user with 404', async () => {
    const { api, token } = await createTestApiAs('guest');
    const self = await api.call('POST', apiPaths.follow('8'), { token });
    expectRefusal(self, 404, 'cannotFollowSelf');
    const unknown = await api.call('POST', apiPaths.follow('999'), { token });
    expectRefusal(unknown, 404, 'userNotRegistered');
    const unknownUnfollow = await api.call('POST', apiPaths.unfollow('999'), { token });
    expect(unknownUnfollow.status).toBe(404);
    expect(await api.store.follows.exists('8', '8')).toBe(false);
  });

  it('unfollow reverses both sides; unfollowing again is 400', async () => {
    const { api, token } = await createTestApiAs('guest');
    await api.call('POST', apiPaths.follow('3'), { token });
    api.advance(minute);
    const answer = await api.call<FollowResponse>('POST', apiPaths.unfollow('3'), { token });
    expect(answer.status).toBe(200);
    expect(answer.body.user.following.map((user) => user._id)).not.toContain('3');
    expect(answer.body.followUser.followers.map((user) => user._id)).not.toContain('8');
    expect(Date.parse(answer.body.user.updatedAt)).toBe(afterStart(minute));
    expect(Date.parse(answer.body.followUser.updatedAt)).toBe(afterStart(minute));
    expect(await api.store.follows.exists('8', '3')).toBe(false);

    const again = await api.call('POST', apiPaths.unfollow('3'), { token });
    expectRefusal(again, 400, 'alreadyNotFollowing');
    const never = await api.call('POST', apiPaths.unfollow('4'), { token });
    expectRefusal(never, 400, 'alreadyNotFollowing');
  });

  it('takes the paths with and without the trailing slash, and a username', async () => {
    const { api, token } = await createTestApiAs('guest');
    expect((await api.call('POST', '/api/users/follow/3', { token })).status).toBe(200);
    expect((await api.call('POST', '/api/users/unfollow/3/', { token })).status).toBe(200);
    expect((await api.call('POST', '/api/users/follow/tariq.codes/', { token })).status).toBe(200);
    expect((await api.call('POST', '/api/users/unfollow/3', { token })).status).toBe(200);
    expect(await api.store.follows.exists('8', '3')).toBe(false);
  });

  it('needs a token', async () => {
    const api = await createTestApi();
    const answer = await api.call('POST', apiPaths.follow('3'));
    expectRefusal(answer, 401, 'invalidToken');
  });
});

describe('bookmarks', () => {
  it('adds, refuses twice, removes, refuses removing again, and 404s an unknown post', async () => {
    const { api, token } = await createTestApiAs('guest');
    api.advance(minute);
    const add = await api.call<BookmarksResponse>('POST', apiPaths.bookmark('p01'), { token });
    expect(add.status).toBe(200);
    expect(add.body).toEqual({ bookmarks: ['p01'] });
    expect(Date.parse((await api.store.users.get('8'))!.updatedAt)).toBe(afterStart(minute));

    const twice = await api.call('POST', apiPaths.bookmark('p01'), { token });
    expectRefusal(twice, 400, 'alreadyBookmarked');

    const remove = await api.call('POST', '/api/users/remove-bookmark/p01', { token });
    expect(remove.status).toBe(200);
    expect(remove.body).toEqual({ bookmarks: [] });
    const again = await api.call('POST', apiPaths.removeBookmark('p01'), { token });
    expectRefusal(again, 400, 'notBookmarked');

    for (const path of [apiPaths.bookmark('nope'), apiPaths.removeBookmark('nope')]) {
      const unknown = await api.call('POST', path, { token });
      expectRefusal(unknown, 404, 'postNotFound');
    }
    expect(await api.store.bookmarks.forUsers(['8'])).toEqual([]);
  });
});
