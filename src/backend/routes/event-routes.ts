import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { endpoints, liveEventLimits, serverMessages, tooManyEventStreamsMessage } from '@/contract';
import type { ResolvedDeps } from '../deps';
import {
  decodeEventId,
  positionOf,
  compareEventPositions,
  type EventPosition,
} from '../events/event-id';
import { createConnectLimiter } from '../events/connect-limiter';
import { createEventStream } from '../events/event-stream';
import { createLiveFeed, type OpenRefusal } from '../events/live-feed';
import { badRequest } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import type { On } from '../http/endpoint-router';

/** The Last-Event-ID of a reconnect; an empty header is a fresh start, a foreign one a 400. */
function readLastEventId(c: Context<AppEnv>): EventPosition | undefined {
  const header = c.req.header('last-event-id')?.trim();
  if (!header) return undefined;
  const position = decodeEventId(header);
  if (!position) throw badRequest(serverMessages.invalidLastEventId);
  return position;
}

/** Why a stream may not open, as the answer says it; the client polls on 429 and retries on 503. */
function refusalOf(refusal: OpenRefusal, perUser: number) {
  if (refusal === 'user-limit')
    return { status: 429, message: tooManyEventStreamsMessage(perUser), retryAfter: '30' } as const;
  if (refusal === 'server-limit')
    return { status: 503, message: serverMessages.eventStreamsBusy, retryAfter: '30' } as const;
  return { status: 503, message: serverMessages.eventsStopping, retryAfter: '5' } as const;
}

/**
 * GET /api/events: new posts of the viewer's feed as server-sent events (see live-events.ts for
 * the format). The viewer's own posts come too, as their feed shows them; a client that puts its
 * own posts on top itself skips them by username.
 */
export function registerEventRoutes(deps: ResolvedDeps, on: On) {
  const { store } = deps;
  const limits = deps.eventStreamLimits;
  const liveFeed = createLiveFeed(store, deps.events, limits, deps.reportError);
  const connects = createConnectLimiter(limits.connectsPerMinute ?? 30, () => deps.now().getTime());

  on(endpoints.events, (c) => {
    const viewer = c.get('user');
    const session = c.get('session');
    const since = readLastEventId(c);
    // Before the replay's query: a client looping connects must not keep the store busy.
    const waitSeconds = connects.take(viewer._id);
    if (waitSeconds !== undefined)
      return c.json({ errors: [serverMessages.eventConnectsTooOften] }, 429, {
        'Retry-After': String(waitSeconds),
      });
    const eventStream = createEventStream({
      viewerId: viewer._id,
      start: { ms: deps.now().getTime(), postId: '' },
      async replay() {
        if (!since) return [];
        const newest = await store.posts.list({
          feedOf: viewer._id,
          order: 'latest',
          limit: liveEventLimits.replayMax,
        });
        return newest.items
          .filter((post) => compareEventPositions(positionOf(post), since) > 0)
          .reverse();
      },
      async sessionLive() {
        const current = await store.sessions.get(session._id);
        return (
          !!current && !current.revokedAt && Date.parse(current.expiresAt) > deps.now().getTime()
        );
      },
    });
    const refusal = liveFeed.open(eventStream.live);
    if (refusal) {
      const { status, message, retryAfter } = refusalOf(refusal, limits.perUser);
      return c.json({ errors: [message] }, status, { 'Retry-After': retryAfter });
    }
    // A logout ends it at once (auth-routes), not at the next heartbeat.
    const forgetSession = deps.sessionStreams.add(session._id, () => eventStream.live.end());
    // Proxies such as nginx buffer answers unless told not to; an event must leave at once.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (sse) => {
      try {
        await eventStream.run(sse);
      } catch (error) {
        deps.reportError(error);
      } finally {
        forgetSession();
        liveFeed.close(eventStream.live);
      }
    });
  });
}
