import { describe, expect, it } from 'vitest';
import { createPbkdf2Hasher } from '../auth/passwords';
import { resolveDeps } from '../deps';
import { createMemoryStore } from '../store/memory-store';
import { userRow } from '../store/testing/suite/fixtures';
import { MastodonError } from './mastodon-error';
import { retryKeys } from './retry-keys';

async function setUp() {
  const store = createMemoryStore();
  await store.users.insert(userRow(1));
  let now = Date.parse('2026-12-01T10:00:00.000Z');
  const deps = resolveDeps({
    store,
    passwords: createPbkdf2Hasher(1_000),
    tokenSecret: new Uint8Array(32).fill(7),
    now: () => new Date(now),
  });
  // Half a second of waiting for another server's create, not the door's ten.
  return { store, madeUnderKey: retryKeys(deps, 500), later: (ms: number) => void (now += ms) };
}

describe('a status create under an Idempotency-Key', () => {
  it('lets go of its key when the create fails, so that the retry makes the post', async () => {
    const { madeUnderKey } = await setUp();
    const failing = () => Promise.reject(new Error('storage down'));
    await expect(madeUnderKey('u1', 'k', failing)).rejects.toThrow('storage down');
    expect(await madeUnderKey('u1', 'k', () => Promise.resolve('p1'))).toBe('p1');
    expect(await madeUnderKey('u1', 'k', () => Promise.resolve('p2'))).toBe('p1');
  });

  it('waits for a create holding its key elsewhere, answering its post', async () => {
    const { store, madeUnderKey } = await setUp();
    // Another server's claim, a moment ago: this one waits until that server names its post.
    await store.oauth.claimRetryKey(
      { userId: 'u1', key: 'k', createdAt: '2026-12-01T10:00:00.000+00:00' },
      '2026-12-01T09:00:00.000+00:00',
      '2026-12-01T09:59:30.000+00:00',
    );
    let made = 0;
    const answer = madeUnderKey('u1', 'k', () => Promise.resolve(`mine-${++made}`));
    await store.oauth.keepRetryKey('u1', 'k', 'theirs');
    expect(await answer).toBe('theirs');
    expect(made).toBe(0);
  });

  it('takes over a claim its server left half done, and answers 503 while one is under way', async () => {
    const { store, madeUnderKey, later } = await setUp();
    await store.oauth.claimRetryKey(
      { userId: 'u1', key: 'k', createdAt: '2026-12-01T10:00:00.000+00:00' },
      '2026-12-01T09:00:00.000+00:00',
      '2026-12-01T09:59:30.000+00:00',
    );
    later(31_000);
    expect(await madeUnderKey('u1', 'k', () => Promise.resolve('p1'))).toBe('p1');

    await store.oauth.claimRetryKey(
      { userId: 'u1', key: 'busy', createdAt: '2026-12-01T10:00:31.000+00:00' },
      '2026-12-01T09:00:00.000+00:00',
      '2026-12-01T10:00:00.000+00:00',
    );
    const refusal = await madeUnderKey('u1', 'busy', () => Promise.resolve('p2')).catch(
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(MastodonError);
    expect(refusal).toMatchObject({ status: 503 });
  });
});
