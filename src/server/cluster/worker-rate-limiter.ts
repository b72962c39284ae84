import type { RateLimiter, RateLimitVerdict } from '@/backend/limits/rate-limiter';
import type { LimitAnswer, LimitRequest, ToPrimary } from './cluster-messages';

/** A check the primary has not answered in this long fails (the request answers 500). */
export const limitAnswerTimeoutMs = 5_000;

type Question = { op: 'hit'; limit: number } | { op: 'takeBack' | 'clear' };

/**
 * A worker's rate limiter: every count is asked of the primary, which keeps them for all workers
 * in one memory limiter (answerLimitRequest), so that a client spreading its logins or writes
 * over connections that land on different workers meets the same limit.
 */
export function createWorkerRateLimiter(
  primary: ToPrimary,
  timeoutMs = limitAnswerTimeoutMs,
): RateLimiter & { close(): void } {
  let lastId = 0;
  const waiting = new Map<number, (answer: LimitAnswer) => void>();
  const stopListening = primary.listen((message) => {
    if (message.murmur === 'limit-answer') waiting.get(message.id)?.(message);
  });

  function ask(key: string, windowMs: number, question: Question): Promise<LimitAnswer> {
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(
          new Error(`The primary process did not answer a rate limit check in ${timeoutMs} ms`),
        );
      }, timeoutMs);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.failed)
          reject(new Error(`The primary's rate limit check failed: ${answer.failed}`));
        else resolve(answer);
      });
      primary.send({ murmur: 'limit', id, key, windowMs, ...question });
    });
  }

  return {
    async hit(key, limit, windowMs): Promise<RateLimitVerdict> {
      const answer = await ask(key, windowMs, { op: 'hit', limit });
      if (!answer.verdict)
        throw new Error('The primary answered a rate limit hit without a verdict');
      return answer.verdict;
    },
    async takeBack(key, windowMs) {
      await ask(key, windowMs, { op: 'takeBack' });
    },
    async clear(key, windowMs) {
      await ask(key, windowMs, { op: 'clear' });
    },
    close: stopListening,
  };
}

/** The primary's side: answers one worker's LimitRequest from the limiter all workers share. */
export async function answerLimitRequest(
  limiter: RateLimiter,
  request: LimitRequest,
  reply: (answer: LimitAnswer) => void,
): Promise<void> {
  if (request.op === 'hit') {
    const verdict = await limiter.hit(request.key, request.limit, request.windowMs);
    reply({ murmur: 'limit-answer', id: request.id, verdict });
    return;
  }
  if (request.op === 'clear') await limiter.clear(request.key, request.windowMs);
  else await limiter.takeBack(request.key, request.windowMs);
  reply({ murmur: 'limit-answer', id: request.id });
}
