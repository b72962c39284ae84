import type { MiddlewareHandler } from 'hono';
import type { Metrics } from './metrics';
import { rowOf } from './endpoint-rows';

/**
 * Times every answer into the request histogram under its endpoint row, and counts each 429 by
 * its refusal code (read from the answer's JSON body, which every refusal of the API carries).
 */
export function measureRequests(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const done = metrics.requestDuration.startTimer();
    await next();
    const { method } = c.req;
    done({ method, row: rowOf(method, c.req.path), status: String(c.res.status) });
    if (c.res.status === 429) metrics.rateLimited.inc({ code: await refusalCode(c.res) });
  };
}

async function refusalCode(response: Response): Promise<string> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : 'unknown';
}
