import type { StreamCounter } from '@/backend/events/stream-counter';
import type { StreamClaimAnswer, StreamClaimRequest, ToPrimary } from './cluster-messages';
import { limitAnswerTimeoutMs } from './worker-rate-limiter';

/**
 * A worker's count of open event streams per address: every take is asked of the primary, which
 * counts for all workers (createStreamClaims), so that a client whose streams land on different
 * workers meets one cap.
 */
export function createWorkerStreamCounter(
  primary: ToPrimary,
  timeoutMs = limitAnswerTimeoutMs,
): StreamCounter & { close(): void } {
  let lastId = 0;
  const waiting = new Map<number, (answer: StreamClaimAnswer) => void>();
  // Takes the wait gave up on: one the primary counted after all is given back when it answers.
  const abandoned = new Map<number, string>();
  const release = (key: string) => primary.send({ murmur: 'stream-claim', op: 'release', key });
  const stopListening = primary.listen((message) => {
    if (message.murmur !== 'stream-claim-answer') return;
    const key = abandoned.get(message.id);
    abandoned.delete(message.id);
    if (key !== undefined && message.taken) release(key);
    waiting.get(message.id)?.(message);
  });
  return {
    take(key, cap) {
      const id = ++lastId;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          abandoned.set(id, key);
          reject(new Error(`The primary process did not answer a stream claim in ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.set(id, (answer) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(answer.taken);
        });
        primary.send({ murmur: 'stream-claim', op: 'take', id, key, cap });
      });
    },
    release(key) {
      release(key);
      return Promise.resolve();
    },
    close: stopListening,
  };
}

/**
 * The primary's side: one count for all workers, kept per worker, so that the claims of a worker
 * that exits (whose streams went with it) are dropped. Synchronous, so that a take and the
 * release after it are counted in the order they came.
 */
export function createStreamClaims() {
  const byWorker = new Map<object, Map<string, number>>();
  const counts = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };
  return {
    /** Counts the request in or out for the worker; answers what the worker is to be told. */
    answer(worker: object, request: StreamClaimRequest): StreamClaimAnswer | undefined {
      const own = byWorker.get(worker) ?? new Map<string, number>();
      byWorker.set(worker, own);
      if (request.op === 'release') {
        if (!own.has(request.key)) return undefined;
        add(own, request.key, -1);
        add(counts, request.key, -1);
        return undefined;
      }
      const taken = (counts.get(request.key) ?? 0) < request.cap;
      if (taken) {
        add(own, request.key, 1);
        add(counts, request.key, 1);
      }
      return { murmur: 'stream-claim-answer', id: request.id, taken };
    },
    /** The worker is gone: its streams stop counting. */
    drop(worker: object) {
      for (const [key, held] of byWorker.get(worker) ?? []) add(counts, key, -held);
      byWorker.delete(worker);
    },
    countOf: (key: string) => counts.get(key) ?? 0,
  };
}
