import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '@/backend/limits/memory-rate-limiter';
import { describeRateLimiterSuite } from '@/backend/limits/testing/rate-limiter-suite';
import { createPrimaryHub } from './primary-hub';
import { linkedChannels } from './testing/linked-channels';
import { createWorkerRateLimiter } from './worker-rate-limiter';

const quietHub = (now: () => Date) =>
  createPrimaryHub(createMemoryRateLimiter(now), {
    onListening: () => undefined,
    onError: (error) => {
      throw error;
    },
  });

// Two workers of one cluster count every key together, through their primary.
describeRateLimiterSuite('cluster', (now) => {
  const hub = quietHub(now);
  const worker = () => {
    const link = linkedChannels();
    const detach = hub.attach(link.primary);
    const limiter = createWorkerRateLimiter(link.worker);
    const close = () => {
      limiter.close();
      detach();
    };
    return { limiter, close };
  };
  const [first, second] = [worker(), worker()];
  return Promise.resolve({
    first: first.limiter,
    second: second.limiter,
    close() {
      first.close();
      second.close();
      return Promise.resolve();
    },
  });
});

describe('a cluster worker whose primary does not answer', () => {
  it('fails the check after the timeout rather than wait for ever', async () => {
    const { worker } = linkedChannels(); // nothing listens at the primary's end
    const limiter = createWorkerRateLimiter(worker, 30);
    await expect(limiter.hit('login:1.2.3.4', 5, 60_000)).rejects.toThrow(
      'The primary process did not answer a rate limit check in 30 ms',
    );
    limiter.close();
  });
});
