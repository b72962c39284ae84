import { nextWindow, verdictOf, type RateLimiter } from './rate-limiter';

/**
 * The counts in this process's memory: enough for one Node host on SQLite and for the browser
 * host's tab. Keys are capped so that endless usernames or addresses cannot grow memory without
 * bound: past the cap, ended windows go first, then the oldest keys.
 */
export function createMemoryRateLimiter(now: () => Date, maxKeys = 100_000): RateLimiter {
  const windows = new Map<string, { startMs: number; hits: number; endMs: number }>();
  const stored = (key: string, windowMs: number) => `${windowMs}\n${key}`;

  function makeRoom(nowMs: number) {
    if (windows.size < maxKeys) return;
    for (const [key, window] of windows) if (window.endMs <= nowMs) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    hit(key, limit, windowMs) {
      const nowMs = now().getTime();
      const id = stored(key, windowMs);
      const current = windows.get(id);
      if (!current) makeRoom(nowMs);
      const next = nextWindow(current, nowMs, limit, windowMs);
      // Deleted first so that the Map's order stays the order of last use, oldest first.
      windows.delete(id);
      windows.set(id, { ...next, endMs: next.startMs + windowMs });
      return Promise.resolve(verdictOf(next, nowMs, limit, windowMs));
    },
    takeBack(key, windowMs) {
      const window = windows.get(stored(key, windowMs));
      if (window) window.hits = Math.max(0, window.hits - 1);
      return Promise.resolve();
    },
    clear(key, windowMs) {
      windows.delete(stored(key, windowMs));
      return Promise.resolve();
    },
  };
}
