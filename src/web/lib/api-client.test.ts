import { describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../test/api-server';
import { logInAs, tokenOfMissingUser } from '../../test/render-app';
import { ApiClientError, apiRequest, errorMessage, onSessionRejected } from './api-client';
import { sessionStore } from './session';

describe('apiRequest', () => {
  const api = useTestApi();

  it('answers the parsed body of a success', async () => {
    const body = await apiRequest<{ todos: unknown[] }>('/api/test-todos');
    expect(body.todos).toHaveLength(3);
  });

  it('sends the token and a JSON body', async () => {
    const token = await api.current().login('guest');
    const body = await apiRequest<{ posts: { content: string }[] }>('/api/posts', {
      method: 'POST',
      token,
      body: { postData: { content: 'From the API client' } },
    });
    expect(body.posts[0]?.content).toBe('From the API client');
  });

  it("sends the session's token in the authorization header of an authenticated call", async () => {
    await logInAs(api.current(), 'guest');
    const body = await apiRequest<{ bookmarks: string[] }>('/api/users/bookmark', { auth: true });
    expect(body.bookmarks).toEqual(expect.any(Array));
  });

  it("turns a refusal into an error carrying the server's message and status", async () => {
    const failure = await apiRequest('/api/posts/like/p01', { method: 'POST' }).catch(
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
    await apiRequest('/api/posts/like/p01', { method: 'POST', token: 'forged' }).catch(() => {});
    expect(rejected).not.toHaveBeenCalled();
    const failure = await apiRequest('/api/users/bookmark', { auth: true }).catch(
      (e: unknown) => e,
    );
    unsubscribe();
    expect(failure).toMatchObject({ status: 401, sessionRejected: true });
    expect(rejected).toHaveBeenCalledTimes(1);
  });

  it('reports a token whose user is gone (404 not Registered)', async () => {
    const token = await tokenOfMissingUser(api.current());
    sessionStore.start({ user: { username: 'nobody' }, token } as never);
    const rejected = vi.fn();
    const unsubscribe = onSessionRejected(rejected);
    const failure = await apiRequest('/api/users/bookmark', { auth: true }).catch(
      (e: unknown) => e,
    );
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
    const failure = await apiRequest('/api/users/follow/no-such-user/', {
      method: 'POST',
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
    const failure = await apiRequest('/api/users/follow/no-such-user/', {
      method: 'POST',
      auth: true,
    }).catch((e: unknown) => e);
    unsubscribe();
    expect(failure).toMatchObject({ status: 404, sessionRejected: true, token });
    expect(rejected).toHaveBeenCalledTimes(1);
  });

  it('puts the token the call carried on the error', async () => {
    sessionStore.start({ user: { username: 'guest' }, token: 'forged' } as never);
    const failure = await apiRequest('/api/users/bookmark', { auth: true }).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({ status: 401, token: 'forged' });
    const other = await apiRequest('/api/users/bookmark', { auth: true, token: 'other' }).catch(
      (e: unknown) => e,
    );
    expect(other).toMatchObject({ status: 401, token: 'other', sessionRejected: true });
  });

  it('says "Network Error" when the API cannot be reached', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('offline'));
    await expect(apiRequest('/api/posts')).rejects.toMatchObject({
      message: 'Network Error',
      status: 0,
    });
    fetchMock.mockRestore();
  });
});
