import { describe, expect, it } from 'vitest';
import { createMemoryStreamCounter } from './stream-counter';

describe("a process's count of event streams per address", () => {
  it('holds each key to its cap, and counts a release out', async () => {
    const counter = createMemoryStreamCounter();
    expect(await counter.take('all\n203.0.113.7', 2)).toBe(true);
    expect(await counter.take('all\n203.0.113.7', 2)).toBe(true);
    expect(await counter.take('all\n203.0.113.7', 2)).toBe(false);
    expect(await counter.take('all\n198.51.100.2', 2)).toBe(true);
    await counter.release('all\n203.0.113.7');
    expect(counter.countOf('all\n203.0.113.7')).toBe(1);
    expect(await counter.take('all\n203.0.113.7', 2)).toBe(true);
  });

  it('forgets a key whose streams all ended', async () => {
    const counter = createMemoryStreamCounter();
    await counter.take('k', 1);
    await counter.release('k');
    await counter.release('k');
    expect(counter.countOf('k')).toBe(0);
    expect(await counter.take('k', 1)).toBe(true);
  });
});
