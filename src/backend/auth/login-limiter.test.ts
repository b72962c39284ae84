import { describe, expect, it } from 'vitest';
import { createLoginLimiter, loginLimitKey } from './login-limiter';

const minute = 60_000;

function setUp(options?: { maxFailures: number; windowMs: number }, maxKeys?: number) {
  let now = Date.parse('2026-11-21T12:00:00Z');
  const limiter = createLoginLimiter(() => new Date(now), options, maxKeys);
  return { limiter, advance: (ms: number) => void (now += ms) };
}

describe('the login limiter', () => {
  it('blocks after 10 failures within 15 minutes, until the oldest leaves the window', () => {
    const { limiter, advance } = setUp();
    const key = loginLimitKey('Guest ', '10.0.0.1');
    expect(key).toBe(loginLimitKey('guest', '10.0.0.1'));
    for (let i = 0; i < 10; i++) {
      expect(limiter.retryAfterSeconds(key)).toBe(0);
      limiter.recordFailure(key);
      advance(minute);
    }
    // The first failure was 10 minutes ago: it leaves the window in 5.
    expect(limiter.retryAfterSeconds(key)).toBe(5 * 60);
    advance(5 * minute);
    expect(limiter.retryAfterSeconds(key)).toBe(0);
    limiter.recordFailure(key);
    expect(limiter.retryAfterSeconds(key)).toBe(60);
  });

  it('forgets a key on clear, and keeps keys apart', () => {
    const { limiter } = setUp({ maxFailures: 2, windowMs: minute });
    for (const key of ['a', 'a', 'b']) limiter.recordFailure(key);
    expect(limiter.retryAfterSeconds('a')).toBe(60);
    expect(limiter.retryAfterSeconds('b')).toBe(0);
    limiter.clear('a');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('holds at most maxKeys keys, dropping stale ones first', () => {
    const { limiter, advance } = setUp({ maxFailures: 1, windowMs: minute }, 3);
    limiter.recordFailure('old');
    advance(2 * minute);
    for (const key of ['k1', 'k2', 'k3', 'k4']) limiter.recordFailure(key);
    expect(['k2', 'k3', 'k4'].map((key) => limiter.retryAfterSeconds(key))).toEqual([60, 60, 60]);
    expect(limiter.retryAfterSeconds('k1')).toBe(0);
  });
});
