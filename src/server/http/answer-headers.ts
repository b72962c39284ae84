import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Puts headers on the answer a request gets. On the Node server they go on the outgoing message
 * before the app answers, and Node merges them into the head it writes: setting them on the
 * answer's Headers afterwards makes the adaptor copy every answer's headers through undici, a
 * measurable share of a feed read. Without a socket (tests through app.request) they are set on
 * the answer once it is made. Either way a header the route set itself keeps the route's value.
 */
export async function withAnswerHeaders(
  c: Context,
  next: () => Promise<void>,
  headers: readonly (readonly [string, string])[],
): Promise<void> {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing && typeof outgoing.setHeader === 'function') {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return next();
  }
  await next();
  for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
}
