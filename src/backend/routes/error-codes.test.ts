import { describe, expect, it } from 'vitest';
import { apiPaths, endpoints, pathOf } from '@/contract';
import { createTestApi, type ApiAnswer, type TestApi } from '../testing/test-api';

type Send = (api: TestApi, as: (username: string) => Promise<string>) => Promise<ApiAnswer>;

const reply = (name: 'addReply' | 'editReply' | 'upvoteReply', postId: string, replyId = '') =>
  name === 'addReply'
    ? pathOf(endpoints.addReply, { postId })
    : pathOf(endpoints[name], { postId, replyId });

/**
 * A sample of refusals from every area, each with the code a client may rely on, written out:
 * renaming a code in error-codes.ts breaks clients, and this test. (Every refusal of the API suite
 * is checked to carry a code of the table as it arrives: see expectErrorBody in test-api.ts.)
 */
const refusals: [area: string, what: string, status: number, code: string, send: Send][] = [
  [
    'auth',
    'a taken username',
    422,
    'username_taken',
    (api) =>
      api.call('POST', apiPaths.signup(), {
        body: {
          firstName: 'Maya',
          lastName: 'Again',
          username: 'maya.clay',
          email: 'maya@example.com',
          password: 'long enough to pass',
        },
      }),
  ],
  [
    'auth',
    'a wrong password',
    401,
    'invalid_credentials',
    (api) =>
      api.call('POST', apiPaths.login(), {
        body: { username: 'maya.clay', password: 'not hers!' },
      }),
  ],
  [
    'auth',
    'an unknown username',
    404,
    'user_not_registered',
    (api) =>
      api.call('POST', apiPaths.login(), { body: { username: 'nobody.here', password: 'x' } }),
  ],
  [
    'auth',
    'a missing field',
    422,
    'invalid_field',
    (api) => api.call('POST', apiPaths.login(), { body: { username: 'maya.clay' } }),
  ],
  ['auth', 'no token', 401, 'invalid_token', (api) => api.call('GET', apiPaths.feed())],
  [
    'posts',
    'a like of a liked post',
    400,
    'already_liked',
    async (api, as) => {
      const token = await as('guest');
      await api.call('POST', apiPaths.like('p03'), { token });
      return api.call('POST', apiPaths.like('p03'), { token });
    },
  ],
  [
    'posts',
    'an edit of another’s post',
    400,
    'cannot_edit_post',
    async (api, as) =>
      api.call('POST', apiPaths.editPost('p01'), {
        token: await as('guest'),
        body: { postData: { content: 'mine now' } },
      }),
  ],
  [
    'posts',
    'a post with nothing in it',
    422,
    'post_needs_content',
    async (api, as) =>
      api.call('POST', apiPaths.posts(), { token: await as('guest'), body: { postData: {} } }),
  ],
  [
    'posts',
    'an unknown post',
    404,
    'post_not_found',
    (api) => api.call('GET', apiPaths.post('no-such-post')),
  ],
  [
    'posts',
    'a limit past 100',
    400,
    'invalid_limit',
    (api) => api.call('GET', `${apiPaths.posts()}?limit=101`),
  ],
  [
    'posts',
    'an unknown sort',
    400,
    'invalid_sort',
    (api) => api.call('GET', `${apiPaths.posts()}?sort=random`),
  ],
  [
    'posts',
    'a cursor of nothing',
    400,
    'invalid_cursor',
    (api) => api.call('GET', `${apiPaths.posts()}?cursor=bm90IG91cnM`),
  ],
  [
    'replies',
    'a vote on your own reply',
    400,
    'cannot_vote_own_reply',
    async (api, as) =>
      api.call('POST', reply('upvoteReply', 'p02', 'c02'), { token: await as('kenji.rides') }),
  ],
  [
    'replies',
    'an edit of another’s reply',
    403,
    'cannot_edit_reply',
    async (api, as) =>
      api.call('POST', reply('editReply', 'p02', 'c02'), {
        token: await as('maya.clay'),
        body: { commentData: { text: 'mine now' } },
      }),
  ],
  [
    'replies',
    'a reply of another post',
    404,
    'reply_not_found',
    async (api, as) =>
      api.call('POST', reply('editReply', 'p01', 'c02'), {
        token: await as('kenji.rides'),
        body: { commentData: { text: 'x' } },
      }),
  ],
  [
    'users',
    'following yourself',
    404,
    'cannot_follow_self',
    async (api, as) =>
      api.call('POST', apiPaths.follow('maya.clay'), { token: await as('maya.clay') }),
  ],
  [
    'users',
    'following twice',
    400,
    'already_following',
    async (api, as) => {
      const token = await as('guest');
      await api.call('POST', apiPaths.follow('kenji.rides'), { token });
      return api.call('POST', apiPaths.follow('kenji.rides'), { token });
    },
  ],
  [
    'users',
    'removing a bookmark never made',
    400,
    'not_bookmarked',
    async (api, as) =>
      api.call('POST', apiPaths.removeBookmark('p03'), { token: await as('guest') }),
  ],
  [
    'users',
    'a username change',
    404,
    'username_unchangeable',
    async (api, as) =>
      api.call('POST', apiPaths.editUser(), {
        token: await as('guest'),
        body: { userData: { username: 'someone.else' } },
      }),
  ],
  [
    'notifications',
    'a marker not made here',
    400,
    'invalid_marker',
    async (api, as) =>
      api.call('POST', endpoints.readNotifications.path, {
        token: await as('guest'),
        body: { marker: 'not-a-marker' },
      }),
  ],
  [
    'events',
    'a Last-Event-ID not made here',
    400,
    'invalid_last_event_id',
    async (api, as) =>
      api.call('GET', apiPaths.events(), {
        token: await as('guest'),
        headers: { 'last-event-id': 'not-an-id' },
      }),
  ],
  [
    'sandbox',
    'an unknown todo',
    404,
    'todo_not_found',
    (api) => api.call('DELETE', apiPaths.testTodo('no-such-todo')),
  ],
  [
    'requests',
    'a body that is not JSON',
    400,
    'malformed_json',
    (api) => api.call('POST', apiPaths.login(), { rawBody: '{"username":' }),
  ],
  [
    'requests',
    'a body that is a list',
    400,
    'body_not_object',
    (api) => api.call('POST', apiPaths.login(), { rawBody: '[]' }),
  ],
  [
    'requests',
    'a write from another site',
    403,
    'cross_site_write',
    (api) =>
      api.call('POST', apiPaths.login(), {
        body: { username: 'guest', password: 'x' },
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
  ],
  [
    'requests',
    'an unknown route',
    404,
    'route_not_found',
    (api) => api.call('GET', '/api/nowhere'),
  ],
];

describe('error codes', () => {
  it.each(refusals)(
    '%s: %s answers %i with the code %s',
    async (_area, _what, status, code, send) => {
      const api = await createTestApi();
      const answer = await send(api, (username) => api.login(username));
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ errors: [expect.any(String)], code });
    },
  );

  it('gives a field error the general code and names the field in the message', async () => {
    const api = await createTestApi();
    for (const body of [{ username: 42, password: 'x' }, { username: 'guest' }]) {
      const answer = await api.call('POST', apiPaths.login(), { body });
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('invalid_field');
      expect(answer.body.errors[0]).toMatch(/^(username|password) /);
    }
  });
});
