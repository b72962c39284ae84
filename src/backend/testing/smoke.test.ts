import { describe, expect, it } from 'vitest';
import { createTestApiAs } from './test-api';

describe('test API harness', () => {
  it('logs in the guest and lists the seeded posts', async () => {
    const { api, token } = await createTestApiAs('guest');
    expect(token.split('.')).toHaveLength(3);
    const posts = await api.call('GET', '/api/posts');
    expect(posts.status).toBe(200);
    expect(posts.body.posts).toHaveLength(14);
  });
});
