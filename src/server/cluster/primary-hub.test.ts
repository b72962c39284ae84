import { describe, expect, it, vi } from 'vitest';
import type { RateLimiter } from '@/backend/limits/rate-limiter';
import { createPrimaryHub } from './primary-hub';
import { linkedChannels } from './testing/linked-channels';
import { createWorkerRateLimiter } from './worker-rate-limiter';

const broken: RateLimiter = {
  hit: () => Promise.reject(new Error('counts unavailable')),
  takeBack: () => Promise.resolve(),
  clear: () => Promise.resolve(),
};

describe("the primary's hub", () => {
  it('tells who listens, with the address the worker gave', async () => {
    const listened: string[] = [];
    const hub = createPrimaryHub(broken, {
      onListening: (_channel, url) => listened.push(url),
      onError: () => undefined,
    });
    const link = linkedChannels();
    hub.attach(link.primary);
    link.worker.send({ murmur: 'listening', url: 'http://127.0.0.1:3000' });
    await vi.waitFor(() => expect(listened).toEqual(['http://127.0.0.1:3000']));
  });

  it('answers a check that failed at once, so that the request fails rather than waits', async () => {
    const errors: unknown[] = [];
    const hub = createPrimaryHub(broken, {
      onListening: () => undefined,
      onError: (error) => errors.push(error),
    });
    const link = linkedChannels();
    hub.attach(link.primary);
    // A timeout far past the test's own: only the hub's answer can end the wait in time.
    const limiter = createWorkerRateLimiter(link.worker, 60_000);
    await expect(limiter.hit('login:1.2.3.4', 5, 60_000)).rejects.toThrow(
      "The primary's rate limit check failed: counts unavailable",
    );
    expect(errors).toHaveLength(1);
    limiter.close();
  });

  it('stops taking a worker once detached', async () => {
    const listened: string[] = [];
    const hub = createPrimaryHub(broken, {
      onListening: (_channel, url) => listened.push(url),
      onError: () => undefined,
    });
    const [gone, kept] = [linkedChannels(), linkedChannels()];
    hub.attach(gone.primary)();
    hub.attach(kept.primary);
    gone.worker.send({ murmur: 'listening', url: 'http://gone' });
    kept.worker.send({ murmur: 'listening', url: 'http://kept' });
    await vi.waitFor(() => expect(listened).toContain('http://kept'));
    expect(listened).toEqual(['http://kept']);
  });
});
