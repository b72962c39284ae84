import { expect, it } from 'vitest';
import { createMemoryRateLimiter } from './memory-rate-limiter';
import { describeRateLimiterSuite } from './testing/rate-limiter-suite';

describeRateLimiterSuite('memory', (now) => {
  // One process: both "limiters" are the one instance.
  const limiter = createMemoryRateLimiter(now);
  return Promise.resolve({ first: limiter, second: limiter, close: () => Promise.resolve() });
});

it('holds at most maxKeys keys, dropping ended windows first, then the oldest', async () => {
  let now = 0;
  const limiter = createMemoryRateLimiter(() => new Date(now), 3);
  await limiter.hit('ended', 1, 1000);
  now = 5000;
  for (const key of ['k1', 'k2', 'k3', 'k4']) await limiter.hit(key, 1, 60_000);
  const refused = async (key: string) => !(await limiter.hit(key, 1, 60_000)).allowed;
  expect([await refused('k2'), await refused('k3'), await refused('k4')]).toEqual([
    true,
    true,
    true,
  ]);
  expect(await refused('k1')).toBe(false);
});
