import type { RateLimiter } from '@/backend/limits/rate-limiter';
import type { ToWorker } from './cluster-messages';
import { answerLimitRequest } from './worker-rate-limiter';
import { createStreamClaims } from './worker-stream-counter';

/**
 * What the primary does with its workers' messages: it answers their limit checks from the one
 * limiter they share and their stream claims from the one count of open streams per address
 * (dropping a worker's claims once it is detached, when it exits), and passes each bus event on to every other worker (the worker that
 * published it has delivered it to its own streams already). A worker's "listening" goes to
 * onListening.
 */
export function createPrimaryHub(
  limiter: RateLimiter,
  {
    onListening,
    onError,
  }: {
    onListening: (worker: ToWorker, url: string) => void;
    onError: (error: unknown) => void;
  },
) {
  const workers = new Set<ToWorker>();
  const streamClaims = createStreamClaims();
  return {
    /** Starts taking this worker's messages; answers a function that stops. */
    attach(worker: ToWorker): () => void {
      workers.add(worker);
      const stopListening = worker.listen((message) => {
        switch (message.murmur) {
          case 'limit':
            // A failed check answers at once (the request fails) rather than time out.
            answerLimitRequest(limiter, message, (answer) => worker.send(answer)).catch(
              (error: unknown) => {
                onError(error);
                const failed = error instanceof Error ? error.message : String(error);
                worker.send({ murmur: 'limit-answer', id: message.id, failed });
              },
            );
            return;
          case 'stream-claim':
            {
              const answer = streamClaims.answer(worker, message);
              if (answer) worker.send(answer);
            }
            return;
          case 'listening':
            onListening(worker, message.url);
            return;
          default:
            for (const other of workers) if (other !== worker) other.send(message);
        }
      });
      return () => {
        stopListening();
        workers.delete(worker);
        streamClaims.drop(worker);
      };
    },
  };
}
