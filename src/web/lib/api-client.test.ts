import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { PostResponse, PostsResponse } from '@/contract';
import { endpoints } from '@/contract/endpoints';
import { serverMessages } from '@/contract/messages';
import { useTestApi } from '../testing/api-server';
import { logInAs, tokenOfMissingUser } from '../testing/render-app';
import { ApiClientError, apiRequest, errorMessage, onSessionRejected } from './api-client';
import { sessionStore } from './session';

describe('apiRequest', () => {
  const api = useTestApi();

  it('answers the parsed body of a success', async () => {
    const body = await apiRequest(endpoints.testTodos);
    expect(body.todos).toHaveLength(3);
  });

  it('sends the token and a JSON body', async () => {
    const token = await api.current().login('guest');
    const body = await apiRequest(endpoints.createPost, {
      token,
      body: { postData: { content: 'From the API client' } },
    });
    expect(body.posts[0]?.content).toBe('From the API client');
  });

  it("sends the session's token in the authorization header of an authenticated call", async () => {
    await logInAs(api.current(), 'guest');
    const body = await apiRequest(endpoints.bookmarks, { auth: true });
    expect(body.bookmarks).toEqual(expect.any(Array));
  });

  it("turns a refusal into an error carrying the server's message and status", async () => {
    const failure = await apiRequest(endpoints.like, { params: { postId: 'p01' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiClientError);
    expect(failure).toMatchObject({
      status: 401,
      message: 'The token is invalid. Unauthorized access error.',
      sessionRejected: false,
    });
    expect(errorMessage(failure)).toBe('The token is invalid. Unauthorized access error.');
    expect(errorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });

  it('reports a refused session token, and only for authenticated calls', async () => {
    sessionStore.start({ user: { username: 'guest' }, token: 'forged' } as never);
    const rejected = vi.fn();
    const unsubscribe = onSessionRejected(rejected);
    await apiRequest(endpoints.like, { params: { postId: 'p01' }, token: 'forged' }).catch(
      () => {},
    );
    expect(rejected).not.toHaveBeenCalled();
    const failure = await apiRequest(endpoints.bookmarks, { auth: true }).catch((e: unknown) => e);
    unsubscribe();
    expect(failure).toMatchObject({ status: 401, sessionRejected: true });
    expect(rejected).toHaveBeenCalledTimes(1);
  });

  it('reports a token whose user is gone (404 not Registered)', async () => {
    const token = await tokenOfMissingUser(api.current());
    sessionStore.start({ user: { username: 'nobody' }, token } as never);
    const rejected = vi.fn();
    const unsubscribe = onSessionRejected(rejected);
    const failure = await apiRequest(endpoints.bookmarks, { auth: true }).catch((e: unknown) => e);
    unsubscribe();
    expect(failure).toMatchObject({
      status: 404,
      message: 'The username you entered is not Registered. Not Found error',
      sessionRejected: true,
    });
    expect(rejected).toHaveBeenCalledTimes(1);
  });

  it('keeps a live session when a call names a user that does not exist (404 not Registered)', async () => {
    await logInAs(api.current(), 'guest');
    const rejected = vi.fn();
    const unsubscribe = onSessionRejected(rejected);
    const failure = await apiRequest(endpoints.follow, {
      params: { userId: 'no-such-user' },
      auth: true,
    }).catch((e: unknown) => e);
    unsubscribe();
    expect(failure).toMatchObject({
      status: 404,
      message: 'The username you entered is not Registered. Not Found error',
      sessionRejected: false,
    });
    expect(rejected).not.toHaveBeenCalled();
  });

  it("reports a 404 not Registered of any call once the session check confirms the user's gone", async () => {
    const token = await tokenOfMissingUser(api.current());
    sessionStore.start({ user: { username: 'nobody' }, token } as never);
    const rejected = vi.fn();
    const unsubscribe = onSessionRejected(rejected);
    const failure = await apiRequest(endpoints.follow, {
      params: { userId: 'no-such-user' },
      auth: true,
    }).catch((e: unknown) => e);
    unsubscribe();
    expect(failure).toMatchObject({ status: 404, sessionRejected: true, token });
    expect(rejected).toHaveBeenCalledTimes(1);
  });

  it('puts the token the call carried on the error', async () => {
    sessionStore.start({ user: { username: 'guest' }, token: 'forged' } as never);
    const failure = await apiRequest(endpoints.bookmarks, { auth: true }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 401, token: 'forged' });
    const other = await apiRequest(endpoints.bookmarks, { auth: true, token: 'other' }).catch(
      (e: unknown) => e,
    );
    expect(other).toMatchObject({ status: 401, token: 'other', sessionRejected: true });
  });

  it('says "Network Error" when the API cannot be reached', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('offline'));
    await expect(apiRequest(endpoints.posts)).rejects.toMatchObject({
      message: 'Network Error',
      status: 0,
    });
    fetchMock.mockRestore();
  });

  describe('builds each call from its row of the endpoint table', () => {
    /** Answers the next call with `body` and `status`, and records what was sent. */
    function answerNextCall(body: unknown, status = 200) {
      return vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
    }
    const sent = (fetchMock: ReturnType<typeof answerNextCall>) => {
      const [url, init] = fetchMock.mock.calls[0]!;
      // The client passes a URL, resolved against the page.
      return {
        url: url as URL,
        init: init!,
        headers: init!.headers as Record<string, string>,
      };
    };

    it('takes the method from the row, fills the path and appends the query', async () => {
      const fetchMock = answerNextCall({ users: [], nextCursor: null });
      await apiRequest(endpoints.followers, {
        params: { usernameOrId: 'maya clay' },
        query: { limit: 5, cursor: undefined },
      });
      const { url, init } = sent(fetchMock);
      fetchMock.mockRestore();
      expect(url.pathname).toBe('/api/users/maya%20clay/followers');
      expect(url.search).toBe('?limit=5');
      expect(init.method).toBe('GET');
    });

    it("asks for the minimal answer with prefer: 'minimal'", async () => {
      const fetchMock = answerNextCall({ postId: 'p01' });
      const answer = await apiRequest(endpoints.deletePost, {
        params: { postId: 'p01' },
        prefer: 'minimal',
        token: 'a-token',
      });
      const { init, headers } = sent(fetchMock);
      fetchMock.mockRestore();
      expect(answer.postId).toBe('p01');
      expect(init.method).toBe('DELETE');
      expect(headers).toMatchObject({ Prefer: 'return=minimal', authorization: 'a-token' });
    });

    it("sends the session's token where it is optional, and a refusal there keeps the session", async () => {
      sessionStore.start({ user: { username: 'guest' }, token: 'stale' } as never);
      const rejected = vi.fn();
      const unsubscribe = onSessionRejected(rejected);
      const fetchMock = answerNextCall({ errors: [serverMessages.invalidToken] }, 401);
      const failure = await apiRequest(endpoints.posts).catch((e: unknown) => e);
      const { headers } = sent(fetchMock);
      fetchMock.mockRestore();
      unsubscribe();
      expect(headers).toMatchObject({ authorization: 'stale' });
      expect(failure).toMatchObject({ status: 401, sessionRejected: false });
      expect(rejected).not.toHaveBeenCalled();
    });

    it('sends no token where none is needed', async () => {
      sessionStore.start({ user: { username: 'guest' }, token: 'a-token' } as never);
      const fetchMock = answerNextCall({ status: 'ok' });
      await apiRequest(endpoints.health);
      const { headers } = sent(fetchMock);
      fetchMock.mockRestore();
      expect(headers).not.toHaveProperty('authorization');
    });

    it('types each answer from the row, the minimal one with prefer', () => {
      // Never called: the compiler checks these.
      const _typesOnly = () => {
        expectTypeOf(
          apiRequest(endpoints.like, { params: { postId: 'p01' }, auth: true }),
        ).resolves.toEqualTypeOf<PostsResponse>();
        expectTypeOf(
          apiRequest(endpoints.like, { params: { postId: 'p01' }, prefer: 'minimal' }),
        ).resolves.toEqualTypeOf<PostResponse>();
        // @ts-expect-error a row with :postId needs it
        void apiRequest(endpoints.like, { auth: true });
        // @ts-expect-error the parameter is named by the path
        void apiRequest(endpoints.post, { params: { id: 'p01' } });
        // @ts-expect-error only a row that requires the token may end the session
        void apiRequest(endpoints.posts, { auth: true });
      };
    });
  });
});
