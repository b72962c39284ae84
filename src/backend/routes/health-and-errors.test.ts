import { describe, expect, it } from 'vitest';
import { apiPaths, type ServerMessageName } from '@/contract';
import { createApp } from '../app';
import { createPbkdf2Hasher } from '../auth/passwords';
import { createMemoryStore } from '../store/memory-store';
import type { Store } from '../store/port';
import { expectRefusal } from '../testing/refusals';

function appOver(store: Store, reported: unknown[]) {
  return createApp({
    store,
    passwords: createPbkdf2Hasher(1_000),
    tokenSecret: new Uint8Array(32).fill(1),
    reportError: (error) => reported.push(error),
  });
}

const failures: {
  what: string;
  /** Makes the store fail where the request reads it. */
  breaks: (store: Store, failure: Error) => void;
  path: string;
  status: number;
  refusal: ServerMessageName;
}[] = [
  {
    what: 'answers 503 from /api/health when the store cannot be read, and reports why',
    breaks: (store, failure) => (store.posts.get = () => Promise.reject(failure)),
    path: apiPaths.health(),
    status: 503,
    refusal: 'databaseUnreachable',
  },
  {
    what: "hands an unexpected failure to the host's reportError and answers 500",
    breaks: (store, failure) => (store.posts.list = () => Promise.reject(failure)),
    path: apiPaths.posts(),
    status: 500,
    refusal: 'unexpected',
  },
];

describe('health and unexpected failures', () => {
  it.each(failures)('$what', async ({ breaks, path, status, refusal }) => {
    const broken = createMemoryStore();
    const failure = new Error('the store failed');
    breaks(broken, failure);
    const reported: unknown[] = [];
    const answer = await appOver(broken, reported).request(path);
    expectRefusal({ status: answer.status, body: await answer.json() }, status, refusal);
    expect(reported).toEqual([failure]);
  });
});
