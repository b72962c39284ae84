import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { PostResponse, PostsResponse } from '@/contract';
import { endpoints } from '@/contract/endpoints';
import { serverMessages } from '@/contract/messages';
import { useTestApi } from '../testing/api-server';
import { logInAs, tokenOfMissingUser } from '../testing/render-app';
import { ApiClientError, apiRequest, errorMessage, failedWith } from './api-client';
import { onRefusedToken } from './session/refused-token';
import { sessionStore } from './session/session-store';

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

  it("turns a refusal into an error carrying the server's message, code and status", async () => {
    const failure = await apiRequest(endpoints.like, { params: { postId: 'p01' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiClientError);
    // No token was sent: nothing of a session was refused.
    expect(failure).toMatchObject({
      status: 401,
      message: 'The token is invalid. Unauthorized access error.',
      code: 'invalid_token',
      tokenRefused: false,
    });
    expect(failedWith(failure, 'invalid_token')).toBe(true);
    expect(failedWith(failure, 'user_not_registered')).toBe(false);
    expect(errorMessage(failure)).toBe('The token is invalid. Unauthorized access error.');
    expect(errorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });

  describe('reports a refused token from the answer alone', () => {
    /** Records the tokens reported refused and every request sent, until `stop`. */
    function watch() {
      const refused = vi.fn();
      const unsubscribe = onRefusedToken(refused);
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      let requests = 0;
      const stop = () => {
        // Read first: restoring the spy forgets its calls.
        requests = fetchSpy.mock.calls.length;
        unsubscribe();
        fetchSpy.mockRestore();
      };
      return { refused, requests: () => requests, stop };
    }

    it('a forged token, on the call that carried it', async () => {
      sessionStore.start({ user: { username: 'guest' }, token: 'forged' } as never);
      const seen = watch();
      const failure = await apiRequest(endpoints.bookmarks, { auth: true }).catch(
        (e: unknown) => e,
      );
      const other = await apiRequest(endpoints.like, {
        params: { postId: 'p01' },
        token: 'other',
      }).catch((e: unknown) => e);
      seen.stop();
      expect(failure).toMatchObject({ status: 401, tokenRefused: true });
      expect(other).toMatchObject({ status: 401, tokenRefused: true });
      expect(seen.refused.mock.calls).toEqual([['forged'], ['other']]);
      expect(seen.requests()).toBe(2);
    });

    it('a token whose user is gone (404 not Registered), with no second request', async () => {
      const token = await tokenOfMissingUser(api.current());
      sessionStore.start({ user: { username: 'nobody' }, token } as never);
      const seen = watch();
      const failure = await apiRequest(endpoints.follow, {
        params: { userId: 'no-such-user' },
        auth: true,
      }).catch((e: unknown) => e);
      seen.stop();
      expect(failure).toMatchObject({
        status: 404,
        message: serverMessages.userNotRegistered,
        tokenRefused: true,
      });
      expect(seen.refused.mock.calls).toEqual([[token]]);
      expect(seen.requests()).toBe(1);
    });

    it('but not a 404 of a live token: a user or a post that does not exist', async () => {
      await logInAs(api.current(), 'guest');
      const seen = watch();
      const user = await apiRequest(endpoints.follow, {
        params: { userId: 'no-such-user' },
        auth: true,
      }).catch((e: unknown) => e);
      const post = await apiRequest(endpoints.like, {
        params: { postId: 'p99' },
        auth: true,
      }).catch((e: unknown) => e);
      seen.stop();
      expect(user).toMatchObject({
        status: 404,
        message: serverMessages.userNotRegistered,
        tokenRefused: false,
      });
      expect(post).toMatchObject({ status: 404, tokenRefused: false });
      expect(seen.refused).not.toHaveBeenCalled();
      expect(seen.requests()).toBe(2);
    });
  });

  it('tells refusals apart by their code alone, whatever the message says', async () => {
    const answer = (body: unknown, status: number) =>
      vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
    const fetchMock = answer({ errors: ['Reworded, one day.'], code: 'already_liked' }, 400);
    const failure = await apiRequest(endpoints.testTodos).catch((e: unknown) => e);
    fetchMock.mockRestore();
    expect(failure).toMatchObject({ status: 400, message: 'Reworded, one day.' });
    expect(failedWith(failure, 'already_liked')).toBe(true);
    // An answer that is not the API's (a proxy's page) has neither a message of its own nor a code.
    const proxy = answer({ error: 'Bad Gateway' }, 502);
    const failed = await apiRequest(endpoints.testTodos).catch((e: unknown) => e);
    proxy.mockRestore();
    expect(failed).toMatchObject({ status: 502, code: undefined });
    expect(failedWith(new Error('already_liked'), 'already_liked')).toBe(false);
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
    /** Answers the next call with `body`, `status` and `headers`, and records what was sent. */
    function answerNextCall(body: unknown, status = 200, headers: Record<string, string> = {}) {
      return vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers }));
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

    it("sends the session's token where it is optional; only the challenge reports a refusal", async () => {
      sessionStore.start({ user: { username: 'guest' }, token: 'stale' } as never);
      const refused = vi.fn();
      const unsubscribe = onRefusedToken(refused);
      const fetchMock = answerNextCall({ errors: [serverMessages.invalidToken] }, 401);
      const failure = await apiRequest(endpoints.posts).catch((e: unknown) => e);
      const { headers } = sent(fetchMock);
      fetchMock.mockRestore();
      expect(headers).toMatchObject({ authorization: 'stale' });
      expect(failure).toMatchObject({ status: 401, tokenRefused: false });
      expect(refused).not.toHaveBeenCalled();
      // A challenge may carry other parameters around the error.
      const challenged = answerNextCall({ errors: [serverMessages.invalidToken] }, 401, {
        'WWW-Authenticate': 'Bearer realm="murmur", error="invalid_token"',
      });
      const marked = await apiRequest(endpoints.bookmarks, { auth: true }).catch((e: unknown) => e);
      challenged.mockRestore();
      unsubscribe();
      expect(marked).toMatchObject({ status: 401, tokenRefused: true });
      expect(refused).toHaveBeenCalledWith('stale');
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
        // @ts-expect-error a row whose token is optional gets the session's anyway
        void apiRequest(endpoints.posts, { auth: true });
      };
    });
  });
});
