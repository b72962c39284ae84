import { describe, expect, it } from 'vitest';
import { createTestApi } from './test-api';

describe('test API harness', () => {
  it('logs in the guest and lists the seeded posts', async () => {
    const api = await createTestApi();
    const token = await api.login('guest');
    expect(token.split('.')).toHaveLength(3);
    const posts = await api.call('GET', '/api/posts');
    expect(posts.status).toBe(200);
    expect(posts.body.posts).toHaveLength(14);
  });
});
