import type { MiddlewareHandler } from 'hono';
import { withLogFields, type Logger } from '../logger';
import { withAnswerHeaders } from './answer-headers';
import { noteOf } from './request-notes';

export const requestIdHeader = 'X-Request-Id';
/** An id a proxy may hand on: short, and nothing that could break a line or a header. */
const wellFormedId = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Every request gets an id, answered in X-Request-Id and carried by every line logged while it
 * runs (an error's included): a trusted proxy's (trustProxy > 0) when well formed, else a new one.
 * Then one line at info: the id, method, path, status, time taken, and for the API the row that
 * answered and the user whose token came with it. The path is logged as sent, still
 * percent-encoded and without the query, which may carry a token (a reset link's ?token=).
 * Headers and bodies are never logged.
 */
export function logRequests(logger: Logger, trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    const sent = trustProxy > 0 ? c.req.header(requestIdHeader) : undefined;
    const reqId = sent && wellFormedId.test(sent) ? sent : crypto.randomUUID();
    const started = performance.now();
    await withAnswerHeaders(c, () => withLogFields({ reqId }, next), [[requestIdHeader, reqId]]);
    if (!logger.writes('info')) return;
    const note = noteOf(c.req.raw);
    logger.info('request', {
      reqId,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      row: note?.row,
      userId: note?.userId,
    });
  };
}
