import { describe, expect, it } from 'vitest';
import { errorCodes, apiPaths, serverMessages } from '@/contract';
import { createApp } from '../app';
import { createPbkdf2Hasher } from '../auth/passwords';
import { createMemoryStore } from '../store/memory-store';
import type { Store } from '../store/port';

function appOver(store: Store, reported: unknown[]) {
  return createApp({
    store,
    passwords: createPbkdf2Hasher(1_000),
    tokenSecret: new Uint8Array(32).fill(1),
    reportError: (error) => reported.push(error),
  });
}

describe('health and unexpected failures', () => {
  it('answers 503 from /api/health when the store cannot be read, and reports why', async () => {
    const broken = createMemoryStore();
    const outage = new Error('connection refused');
    broken.posts.get = () => Promise.reject(outage);
    const reported: unknown[] = [];
    const answer = await appOver(broken, reported).request(apiPaths.health());
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      errors: [serverMessages.databaseUnreachable],
      code: errorCodes.databaseUnreachable,
    });
    expect(reported).toEqual([outage]);
  });

  it("hands an unexpected failure to the host's reportError and answers 500", async () => {
    const broken = createMemoryStore();
    const failure = new Error('disk on fire');
    broken.posts.list = () => Promise.reject(failure);
    const reported: unknown[] = [];
    const answer = await appOver(broken, reported).request(apiPaths.posts());
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      errors: [serverMessages.unexpected],
      code: errorCodes.unexpected,
    });
    expect(reported).toEqual([failure]);
  });
});
