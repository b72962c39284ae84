import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createPbkdf2Hasher } from '../auth/passwords';
import { createMemoryStore } from '../store/memory-store';
import { seedStore } from './seed';
import { seedData } from './seed-data';
import { seedDemoModeration } from './seed-moderation';

describe('the demo’s moderation sample', () => {
  it('makes the guest a moderator with reports waiting in the queue', async () => {
    const store = createMemoryStore();
    const passwords = createPbkdf2Hasher(1_000);
    await seedStore(store, passwords, seedData);
    await seedDemoModeration(store);
    const app = createApp({
      store,
      passwords,
      tokenSecret: new Uint8Array(32).fill(3),
      guestMayModerate: true,
    });
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'guest', password: 'guest-murmur' }),
    });
    const { foundUser, encodedToken } = (await login.json()) as {
      foundUser: { role: string };
      encodedToken: string;
    };
    expect(foundUser.role).toBe('moderator');
    const queue = await app.request('/api/moderation/reports', {
      headers: { authorization: encodedToken },
    });
    const { groups } = (await queue.json()) as {
      groups: { targetId: string; reportCount: number }[];
    };
    expect(groups.map(({ targetId, reportCount }) => [targetId, reportCount])).toEqual([
      ['p02', 2],
      ['c02', 1],
    ]);
  });
});
