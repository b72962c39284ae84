/**
 * Runs at most `limit` tasks at once and queues the rest in order: a few uploads decoding at the
 * same time keep every core busy, more would only grow memory while the feed waits for a core.
 */
export function runLimited(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
