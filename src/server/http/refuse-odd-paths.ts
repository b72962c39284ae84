import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { refusal } from '@/backend/http/api-error';
import { answerError } from '@/backend/http/error-answers';

/**
 * A dot segment ("..", ".", written plainly or as %2e) or a slash or backslash written as %2f or
 * %5c. No path the app makes has one, and the URL parser resolves dot segments before any
 * handler sees the path, so /media/%2e%2e/x would quietly become /x: refused instead, as the
 * probe it is.
 */
const oddPath = /(^|\/)(\.|%2e){1,2}(\/|$)|%2f|%5c|\\/i;

/** Answers 400 to a request whose path, as the client sent it, is odd (above). */
export const refuseOddPaths: MiddlewareHandler = async (c, next) => {
  // The Node adaptor passes the raw request; app.request() in tests has only the parsed URL.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const raw = incoming?.url ?? new URL(c.req.url).pathname;
  const path = raw.split('?', 1)[0]!;
  if (oddPath.test(path)) return answerError(c, refusal(400, 'oddPath'));
  await next();
};
