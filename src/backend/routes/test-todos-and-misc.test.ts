import { describe, expect, it } from 'vitest';
import {
  errorCodes,
  apiEndpoints,
  apiPaths,
  endpoints,
  routeNotFoundMessage,
  type ReplyResponse,
  type EndpointInfo,
  type PostsResponse,
  type TodosResponse,
} from '@/contract';
import { seedData } from '../seed/seed-data';
import { expectInvalidField, expectRefusal } from '../testing/refusals';
import { createTestApi, createTestApiAs } from '../testing/test-api';
import { maxTodos } from '../sandbox/todo-sandbox';

const starterTitles = [
  'Send a GET to /api/posts',
  'Log in and copy the token',
  'Create a post with POST',
];
const firstUsername = seedData.users[0]!.username;

/** The catalogue path with real ids in place of its :parameters. */
function realPath(endpoint: Pick<EndpointInfo, 'path'>, postId = 'p01', replyId = 'c01'): string {
  return endpoint.path
    .replace(':postId', postId)
    .replace(':replyId', replyId)
    .replace(':userId', '2')
    .replace(':usernameOrId', '2')
    .replace(':username', firstUsername)
    .replace(':todoId', '1')
    .replace(':wordId', 'w404')
    .replace(':reportId', 'r404')
    .replace(':sessionId', 's404')
    .replace(':code', 'nocode')
    .replace(':appId', 'a404')
    .replace(':tag', 'murmur');
}

describe('/api/test-todos', () => {
  it('GET answers the starter todos', async () => {
    const api = await createTestApi();
    const answer = await api.call<TodosResponse>('GET', apiPaths.testTodos());
    expect(answer.status).toBe(200);
    expect(answer.body.todos.map((todo) => todo.title)).toEqual(starterTitles);
    expect(answer.body.todos.map((todo) => todo._id)).toEqual(['1', '2', '3']);
    expect(answer.body.todos.map((todo) => todo.done)).toEqual([true, false, false]);
  });

  it('POST adds a todo with 201; GET shows it', async () => {
    const api = await createTestApi();
    const answer = await api.call<TodosResponse>('POST', apiPaths.testTodos(), {
      body: { title: 'Water the basil' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.todos).toHaveLength(4);
    expect(answer.body.todos[3]).toMatchObject({ title: 'Water the basil', done: false });
    const again = await api.call<TodosResponse>('GET', apiPaths.testTodos());
    expect(again.body).toEqual(answer.body);
  });

  it('POST without a title, or with a blank one, answers 422; bad JSON 400', async () => {
    const api = await createTestApi();
    for (const body of [{}, { title: '   ' }, { done: true }]) {
      const answer = await api.call('POST', apiPaths.testTodos(), { body });
      expectInvalidField(answer, 'title is required');
    }
    const long = await api.call('POST', apiPaths.testTodos(), { body: { title: 't'.repeat(201) } });
    expectInvalidField(long, 'title must be at most 200 characters');
    const malformed = await api.call('POST', apiPaths.testTodos(), { rawBody: '{"title":' });
    expectRefusal(malformed, 400, 'malformedJson');
    expect((await api.call<TodosResponse>('GET', apiPaths.testTodos())).body.todos).toHaveLength(3);
  });

  it('DELETE /:id removes one todo; an unknown id is 404', async () => {
    const api = await createTestApi();
    const answer = await api.call<TodosResponse>('DELETE', apiPaths.testTodo('2'));
    expect(answer.status).toBe(200);
    expect(answer.body.todos.map((todo) => todo._id)).toEqual(['1', '3']);
    for (const id of ['2', 'nope']) {
      const unknown = await api.call('DELETE', apiPaths.testTodo(id));
      expectRefusal(unknown, 404, 'todoNotFound');
    }
  });

  it('DELETE empties the list', async () => {
    const api = await createTestApi();
    const answer = await api.call<TodosResponse>('DELETE', apiPaths.testTodos());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ todos: [] });
    expect((await api.call('GET', apiPaths.testTodos())).body).toEqual({ todos: [] });
  });
});

describe('the sandbox limit', () => {
  it(`refuses a todo past ${maxTodos} with 422 and keeps the list as it was`, async () => {
    const api = await createTestApi();
    for (let i = 3; i < maxTodos; i++) {
      expect(
        (await api.call('POST', apiPaths.testTodos(), { body: { title: `t${i}` } })).status,
      ).toBe(201);
    }
    const refused = await api.call('POST', apiPaths.testTodos(), {
      body: { title: 'one too many' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      errors: [
        `The sandbox holds at most ${maxTodos} todos: DELETE /api/test-todos to start over.`,
      ],
      code: 'sandbox_full',
    });
    const list = await api.call<TodosResponse>('GET', apiPaths.testTodos());
    expect(list.body.todos).toHaveLength(maxTodos);
  });
});

describe('the rest of the API surface', () => {
  it('GET /api/health answers ok', async () => {
    const api = await createTestApi();
    const answer = await api.call('GET', apiPaths.health());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['PUT', '/api/posts'],
    ['DELETE', '/api/users/2'],
    ['GET', '/nothing-here'],
  ])('%s %s answers 404 JSON naming the route', async (method, path) => {
    const api = await createTestApi();
    const answer = await api.call(method, path);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body).toEqual({
      errors: [routeNotFoundMessage(method, path)],
      code: errorCodes.routeNotFound,
    });
  });

  it.each(
    apiEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const),
  )(
    'the catalogued %s exists and answers without a server error or a password',
    async (_name, endpoint) => {
      const { api, token } = await createTestApiAs('guest');
      const path = realPath(endpoint);
      expect(path).not.toContain(':');
      const answer = await api.call(endpoint.method, path, {
        token,
        ...(endpoint.sampleBody !== undefined ? { body: endpoint.sampleBody } : {}),
      });
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).not.toEqual({
        errors: [routeNotFoundMessage(endpoint.method, path)],
        code: errorCodes.routeNotFound,
      });
      // A refusal's text and code are the server's fixed words, which may name a password (the
      // password change's own); everything else in the answer is data, but for the OpenAPI
      // document, whose schemas name the password fields of the bodies it describes and whose
      // login example is the tester's, with the guest's published password.
      const { errors: _messages, code: _code, ...data } = answer.body as Record<string, unknown>;
      if (endpoint.path !== endpoints.openApi.path) {
        expect(JSON.stringify(data)).not.toMatch(/password|pbkdf2/i);
        for (const user of seedData.users)
          expect(JSON.stringify(answer.body)).not.toContain(user.password);
      }
      if (endpoint.auth === 'required') {
        const anonymous = await api.call(endpoint.method, path, {
          ...(endpoint.sampleBody !== undefined ? { body: endpoint.sampleBody } : {}),
        });
        expectRefusal(anonymous, 401, 'invalidToken');
      }
    },
  );

  it('every catalogued endpoint with a sample body succeeds with it', async () => {
    const { api, token } = await createTestApiAs('guest');
    // The guest's own post, so that the edit sample is the guest's to make.
    const created = await api.call<PostsResponse>('POST', apiPaths.posts(), {
      token,
      body: { postData: { content: 'mine' } },
    });
    const ownPostId = created.body.posts[0]!._id;
    // And the guest's own reply to it, for the reply edit sample.
    const reply = await api.call<ReplyResponse>('POST', realPath(endpoints.addReply, ownPostId), {
      token,
      body: { commentData: { text: 'mine too' } },
    });
    // The moderators' paths (and invites, theirs unless INVITES_BY_USERS) refuse the guest, who
    // may hold no role; moderation-routes.test.ts and moderation-signups.test.ts test them. So
    // does the password change (the guest's is published): account-password.test.ts tests it.
    // The mail rows take a mailed token or refuse the guest's address: email-*.test.ts test them.
    // Nor may the guest delete itself: account-delete.test.ts tests that. The consent screen's
    // rows need an app registered first: oauth-flow.test.ts tests them.
    const forEveryone = (path: string) =>
      !/^\/api\/(moderation|invites|oauth)\b/.test(path) &&
      path !== '/api/account/password' &&
      path !== '/api/account/delete' &&
      !/^\/api\/(auth\/password-reset|account\/email)\b/.test(path);
    const samples = apiEndpoints.filter(
      (candidate) => candidate.sampleBody !== undefined && forEveryone(candidate.path),
    );
    for (const endpoint of samples) {
      const path = realPath(endpoint, ownPostId, reply.body.comment._id);
      const answer = await api.call(endpoint.method, path, { token, body: endpoint.sampleBody });
      expect(
        [200, 201],
        `${endpoint.method} ${endpoint.path}: ${JSON.stringify(answer.body)}`,
      ).toContain(answer.status);
    }
  });

  it('no answer, of any user or post read, holds a password or an email of another user', async () => {
    const { api, token } = await createTestApiAs('guest');
    const reads = [
      apiPaths.users(),
      apiPaths.posts(),
      ...seedData.users.flatMap((user) => [
        apiPaths.user(user._id),
        apiPaths.userPosts(user.username),
      ]),
    ];
    for (const path of reads) {
      const text = JSON.stringify((await api.call('GET', path, { token })).body);
      expect(text, path).not.toMatch(/password|pbkdf2|@example\.com/i);
    }
  });
});
