import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../rate-limiter';

/** Two limiters over one set of counts (one instance twice in memory), and how to close them. */
export interface SharedLimiters {
  first: RateLimiter;
  second: RateLimiter;
  close(): Promise<void>;
}

const minute = 60_000;

/**
 * What every RateLimiter adapter must do, each test with its own clock: two limiters (two
 * processes, on PostgreSQL) count every key together.
 */
export function describeRateLimiterSuite(
  name: string,
  open: (now: () => Date) => Promise<SharedLimiters>,
) {
  describe(`the ${name} rate limiter`, () => {
    let opened: SharedLimiters | undefined;
    afterEach(async () => {
      await opened?.close();
      opened = undefined;
    });

    async function setUp() {
      let now = Date.parse('2026-11-21T12:00:00Z');
      opened = await open(() => new Date(now));
      return { ...opened, advance: (ms: number) => void (now += ms) };
    }

    it('shares counts between limiters, refusing past the limit until the window ends', async () => {
      const { first, second, advance } = await setUp();
      expect(await first.hit('k', 3, 10 * minute)).toEqual({ allowed: true, retryAfterMs: 0 });
      advance(minute);
      expect((await second.hit('k', 3, 10 * minute)).allowed).toBe(true);
      expect((await first.hit('k', 3, 10 * minute)).allowed).toBe(true);
      advance(4 * minute);
      expect(await second.hit('k', 3, 10 * minute)).toEqual({
        allowed: false,
        retryAfterMs: 5 * minute,
      });
      expect((await first.hit('other', 3, 10 * minute)).allowed).toBe(true);
      advance(5 * minute);
      expect((await first.hit('k', 3, 10 * minute)).allowed).toBe(true);
    });

    it('counts parallel hits from both limiters exactly', async () => {
      const { first, second } = await setUp();
      const verdicts = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).hit('burst', 7, minute)),
      );
      expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(7);
    });

    it('takes back one hit, and clears a key', async () => {
      const { first, second } = await setUp();
      for (let i = 0; i < 2; i++) await first.hit('k', 2, minute);
      await second.takeBack('k', minute);
      expect((await first.hit('k', 2, minute)).allowed).toBe(true);
      expect((await first.hit('k', 2, minute)).allowed).toBe(false);
      await second.clear('k', minute);
      expect((await first.hit('k', 2, minute)).allowed).toBe(true);
    });

    it('keeps a key counted with another window apart', async () => {
      const { first } = await setUp();
      expect((await first.hit('k', 1, minute)).allowed).toBe(true);
      expect((await first.hit('k', 1, 60 * minute)).allowed).toBe(true);
      expect((await first.hit('k', 1, minute)).allowed).toBe(false);
    });
  });
}
