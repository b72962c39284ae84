const windowMs = 60_000;
/** Accounts remembered before the ones quiet for a minute are swept out. */
const sweepAbove = 10_000;

/**
 * Stream connects per account in the last minute (in this process). A reconnect with
 * Last-Event-ID costs a replay query of up to 100 posts: an account that loops connects is told
 * to wait instead, so it cannot keep the store busy. Honest clients reconnect a few times an hour.
 */
export function createConnectLimiter(perMinute: number, now: () => number) {
  const recent = new Map<string, number[]>();

  function sweep(at: number) {
    for (const [key, times] of recent)
      if (times[times.length - 1]! <= at - windowMs) recent.delete(key);
  }

  return {
    /** Counts a connect; answers the seconds to wait when the account had its fill. */
    take(accountId: string): number | undefined {
      const at = now();
      if (recent.size > sweepAbove) sweep(at);
      const times = (recent.get(accountId) ?? []).filter((time) => time > at - windowMs);
      if (times.length >= perMinute) {
        recent.set(accountId, times);
        return Math.max(1, Math.ceil((times[0]! + windowMs - at) / 1000));
      }
      times.push(at);
      recent.set(accountId, times);
      return undefined;
    },
  };
}
