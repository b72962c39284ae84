import type { MiddlewareHandler } from 'hono';
import { noteOf } from '../http/request-notes';
import type { Metrics } from './metrics';

/** The label of a request no endpoint row answered: a fixed one, so that odd paths add no series. */
export const otherRow = 'other';

/**
 * Times every answer into the request histogram under the endpoint row the API noted when it
 * routed the request (request-notes.ts, as the request log does), and counts each 429 by its
 * refusal code (read from the answer's JSON body, which every refusal of the API carries).
 */
export function measureRequests(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const done = metrics.requestDuration.startTimer();
    await next();
    const { method } = c.req;
    done({ method, row: noteOf(c.req.raw)?.row ?? otherRow, status: String(c.res.status) });
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
