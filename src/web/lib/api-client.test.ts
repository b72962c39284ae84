import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../test/api-server';
import { ApiClientError, apiRequest } from './api-client';

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

  it("turns a refusal into an error carrying the server's message and status", async () => {
    const failure = await apiRequest('/api/posts/like/p01', { method: 'POST' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiClientError);
    expect(failure).toMatchObject({
      status: 401,
      message: 'The token is invalid. Unauthorized access error.',
    });
  });
});
