import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';

/** One line per request at info: method, path (without the query), status and time taken. */
export function logRequests(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    logger.info(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
