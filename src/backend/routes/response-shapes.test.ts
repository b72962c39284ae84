import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  accountResponseSchema,
  apiPaths,
  bookmarksResponseSchema,
  followResponseSchema,
  healthResponseSchema,
  loginResponseSchema,
  logoutResponseSchema,
  postResponseSchema,
  postsPageResponseSchema,
  postsResponseSchema,
  signupResponseSchema,
  todosResponseSchema,
  userResponseSchema,
  usersResponseSchema,
} from '../../contract';
import { createTestApi } from '../testing/test-api';

/**
 * Every success answer matches its contract schema exactly: the schemas are strict, so a field
 * the contract does not name (a password hash, an email in a public view) fails here.
 */
describe('success answers match the contract', () => {
  it('for every endpoint', async () => {
    const api = await createTestApi();
    const token = await api.login('guest');
    const checks: [string, string, z.ZodType, unknown?][] = [
      [
        'POST',
        apiPaths.signup(),
        signupResponseSchema,
        {
          firstName: 'Noor',
          lastName: 'Said',
          username: 'noor',
          email: 'noor@example.com',
          password: 'long-enough-1',
        },
      ],
      [
        'POST',
        apiPaths.login(),
        loginResponseSchema,
        { username: 'guest', password: 'guest-murmur' },
      ],
      ['GET', apiPaths.health(), healthResponseSchema],
      ['GET', apiPaths.users(), usersResponseSchema],
      ['GET', apiPaths.user('maya.clay'), userResponseSchema],
      ['POST', apiPaths.editUser(), accountResponseSchema, { userData: { bio: 'Hi' } }],
      ['POST', apiPaths.follow('3'), followResponseSchema],
      ['POST', apiPaths.unfollow('3'), followResponseSchema],
      ['POST', apiPaths.bookmark('p01'), bookmarksResponseSchema],
      ['GET', apiPaths.bookmarks(), bookmarksResponseSchema],
      ['POST', apiPaths.removeBookmark('p01'), bookmarksResponseSchema],
      ['GET', apiPaths.posts(), postsResponseSchema],
      ['GET', `${apiPaths.posts()}?limit=3&sort=trending`, postsPageResponseSchema],
      ['GET', apiPaths.post('p01'), postResponseSchema],
      ['GET', apiPaths.userPosts('maya.clay'), postsResponseSchema],
      ['POST', apiPaths.posts(), postsResponseSchema, { postData: { content: 'Shape check' } }],
      ['POST', apiPaths.like('p02'), postsResponseSchema],
      ['POST', apiPaths.dislike('p02'), postsResponseSchema],
      ['POST', apiPaths.editPost('p01'), postsResponseSchema, { postData: { content: 'x' } }],
      ['GET', apiPaths.testTodos(), todosResponseSchema],
      ['POST', apiPaths.testTodos(), todosResponseSchema, { title: 'Shape' }],
      ['DELETE', apiPaths.testTodo('1'), todosResponseSchema],
      ['DELETE', apiPaths.testTodos(), todosResponseSchema],
      ['POST', apiPaths.logout(), logoutResponseSchema],
    ];
    // Editing p01 needs its author; everything else runs as the guest.
    const authorToken = await api.login('maya.clay');
    for (const [method, path, schema, body] of checks) {
      const answer = await api.call(method, path, {
        token: path === apiPaths.editPost('p01') ? authorToken : token,
        ...(body === undefined ? {} : { body }),
      });
      expect(answer.status, `${method} ${path}`).toBeLessThan(300);
      const parsed = schema.safeParse(answer.body);
      expect(parsed.error?.issues, `${method} ${path}`).toBeUndefined();
    }
  });
});
