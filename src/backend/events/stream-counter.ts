/**
 * Counts the open event streams of each client address key, wherever the processes that hold
 * them run: in this process's memory (the in-page demo, a lone server on SQLite), in a cluster's
 * primary (WORKERS) or in PostgreSQL (every server of the deployment).
 */
export interface StreamCounter {
  /** Counts one more stream under the key when fewer than cap are; answers whether it did. */
  take(key: string, cap: number): Promise<boolean>;
  /** Counts out one stream this process took under the key. */
  release(key: string): Promise<void>;
}

/** The counts of one process, or of the cluster's primary for all its workers. */
export function createMemoryStreamCounter(): StreamCounter & { countOf(key: string): number } {
  const counts = new Map<string, number>();
  const countOf = (key: string) => counts.get(key) ?? 0;
  return {
    take(key, cap) {
      if (countOf(key) >= cap) return Promise.resolve(false);
      counts.set(key, countOf(key) + 1);
      return Promise.resolve(true);
    },
    release(key) {
      const left = countOf(key) - 1;
      if (left <= 0) counts.delete(key);
      else counts.set(key, left);
      return Promise.resolve();
    },
    countOf,
  };
}
