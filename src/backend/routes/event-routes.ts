import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { endpoints } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { decodeEventId, type EventPosition } from '../events/event-id';
import { createViewerStreams, type ViewerStreams } from '../events/viewer-streams';
import { badRequest } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import type { HandlerOf, On } from '../http/endpoint-router';

/** The Last-Event-ID of a reconnect; an empty header is a fresh start, a foreign one a 400. */
function readLastEventId(c: Context<AppEnv>): EventPosition | undefined {
  const header = c.req.header('last-event-id')?.trim();
  if (!header) return undefined;
  const position = decodeEventId(header);
  if (!position) throw badRequest('invalidLastEventId');
  return position;
}

/**
 * New posts of the viewer's feed as server-sent events (see live-events.ts for the format). The
 * viewer's own posts come too, as their feed shows them; a client that puts its own posts on top
 * itself skips them by username.
 */
const events =
  (streams: ViewerStreams, deps: ResolvedDeps): HandlerOf<'events'> =>
  async (c) => {
    const since = readLastEventId(c);
    const run = await streams.open(c.get('user'), c.get('session'), since, deps.clientAddress(c));
    // Proxies such as nginx buffer answers unless told not to; an event must leave at once.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, run);
  };

/** GET /api/events; answers the process's live streams, which Mastodon's streaming door joins. */
export function registerEventRoutes(deps: ResolvedDeps, on: On): ViewerStreams {
  const streams = createViewerStreams(deps);
  on(endpoints.events, events(streams, deps));
  return streams;
}
