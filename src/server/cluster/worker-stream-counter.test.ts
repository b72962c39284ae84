import { describe, expect, it } from 'vitest';
import { createPrimaryHub } from './primary-hub';
import { linkedChannels } from './testing/linked-channels';
import { createStreamClaims, createWorkerStreamCounter } from './worker-stream-counter';
import { createMemoryRateLimiter } from '@/backend/limits/memory-rate-limiter';

function cluster() {
  const hub = createPrimaryHub(
    createMemoryRateLimiter(() => new Date()),
    {
      onListening: () => undefined,
      onError: (error) => {
        throw error;
      },
    },
  );
  const worker = () => {
    const link = linkedChannels();
    const detach = hub.attach(link.primary);
    return { counter: createWorkerStreamCounter(link.worker), detach };
  };
  return { worker };
}

describe("a cluster's count of event streams per address", () => {
  it('holds a key to its cap across workers, and counts a release out', async () => {
    const { worker } = cluster();
    const [a, b] = [worker(), worker()];
    expect(await a.counter.take('all\n203.0.113.7', 2)).toBe(true);
    expect(await b.counter.take('all\n203.0.113.7', 2)).toBe(true);
    expect(await a.counter.take('all\n203.0.113.7', 2)).toBe(false);
    expect(await b.counter.take('all\n198.51.100.2', 2)).toBe(true);
    await b.counter.release('all\n203.0.113.7');
    expect(await a.counter.take('all\n203.0.113.7', 2)).toBe(true);
  });

  it("drops the claims of a worker that is gone, and no other's", async () => {
    const { worker } = cluster();
    const [gone, kept] = [worker(), worker()];
    expect(await gone.counter.take('all\n203.0.113.7', 2)).toBe(true);
    expect(await kept.counter.take('all\n203.0.113.7', 2)).toBe(true);
    gone.detach();
    expect(await kept.counter.take('all\n203.0.113.7', 2)).toBe(true);
    expect(await kept.counter.take('all\n203.0.113.7', 2)).toBe(false);
  });

  it("ignores a worker's release of what it never took", () => {
    const claims = createStreamClaims();
    const [a, b] = [{}, {}];
    claims.answer(a, { murmur: 'stream-claim', op: 'take', id: 1, key: 'k', cap: 1 });
    claims.answer(b, { murmur: 'stream-claim', op: 'release', key: 'k' });
    expect(claims.countOf('k')).toBe(1);
  });
});
