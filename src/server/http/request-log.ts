import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';

/**
 * One line per request at info: method, path (without the query), status and time taken. The
 * path is logged as sent, still percent-encoded: c.req.path is decoded, so %0A in it would
 * start a forged line.
 */
export function logRequests(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    if (!logger.writes('info')) return next();
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    logger.info(`${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${ms}ms`);
  };
}
