/**
 * What this process remembers for an hour at most, bounded, the oldest forgotten first: a
 * retried post's Idempotency-Key, an upload's description until its post is written. Per process,
 * as docs/mastodon-api.md says.
 */
export function recentKeys<T>(maxEntries = 10_000, ttlMs = 3_600_000, now = () => Date.now()) {
  const entries = new Map<string, { value: T; until: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: T) {
      entries.delete(key);
      entries.set(key, { value, until: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete: (key: string) => void entries.delete(key),
  };
}
