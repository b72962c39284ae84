import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/backend/store/memory-store';
import { createLogger } from '../logger';
import { purgeEndedSessions } from './session-purge';

afterEach(() => {
  vi.useRealTimers();
});

describe('purgeEndedSessions', () => {
  it('deletes ended sessions at start and then every interval, until stopped', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T12:00:00.000Z') });
    const store = createMemoryStore();
    const session = (id: string, expiresAt: string, revokedAt: string | null = null) =>
      store.sessions.insert({
        _id: id,
        userId: 'u1',
        createdAt: '2026-11-01T00:00:00.000+00:00',
        expiresAt,
        revokedAt,
      });
    await session('expired', '2026-11-21T11:59:59.000+00:00');
    await session('revoked', '2026-11-28T12:00:00.000+00:00', '2026-11-21T11:00:00.000+00:00');
    await session('live', '2026-11-21T12:30:00.000+00:00');
    const retryKey = async (key: string, createdAt: string) => {
      await store.oauth.claimRetryKey({ userId: 'u1', key, createdAt }, createdAt, createdAt);
      await store.oauth.keepRetryKey('u1', key, `post-${key}`);
    };
    // What a retry under the key finds: its post, or (the key forgotten) a claim of its own.
    const retried = (key: string) =>
      store.oauth.claimRetryKey(
        { userId: 'u1', key, createdAt: '2026-11-21T12:00:00.000+00:00' },
        '2026-11-21T00:00:00.000+00:00',
        '2026-11-21T00:00:00.000+00:00',
      );
    await retryKey('past', '2026-11-21T10:59:59.000+00:00');
    await retryKey('recent', '2026-11-21T11:30:00.000+00:00');
    const lines: string[] = [];
    const logger = createLogger('info', (_severity, line) => lines.push(line));

    const stop = purgeEndedSessions(store, logger, { intervalMs: 60 * 60 * 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(await store.sessions.get('expired')).toBeUndefined();
    expect(await store.sessions.get('revoked')).toBeUndefined();
    expect(await store.sessions.get('live')).toBeDefined();
    expect(lines).toContainEqual(expect.stringMatching(/"msg":"Deleted 2 ended sessions"/));
    // Idempotency-Keys keep their hour, then go.
    expect(await retried('recent')).toEqual({ postId: 'post-recent' });
    expect(lines.at(-1)).toMatch(/"msg":"Forgot 1 Idempotency-Key"/);

    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(await store.sessions.get('live')).toBeUndefined();
    expect(await retried('recent')).toBe('claimed');
    expect(lines).toContainEqual(expect.stringMatching(/"msg":"Deleted 1 ended session"/));

    await stop();
    await session('late', '2026-11-21T13:00:01.000+00:00');
    await vi.advanceTimersByTimeAsync(3 * 60 * 60 * 1000);
    expect(await store.sessions.get('late')).toBeDefined();
    expect(vi.getTimerCount()).toBe(0);
  });
});
