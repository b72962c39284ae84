import type { SSEStreamingApi } from 'hono/streaming';
import {
  errorCodes,
  guestCredentials,
  liveEventLimits,
  tooManyAddressEventStreamsMessage,
  tooManyEventStreamsMessage,
} from '@/contract';
import { clientKey } from '../auth/client-key';
import type { ResolvedDeps } from '../deps';
import { ApiError, refusal } from '../http/api-error';
import type { SessionRow, UserRow } from '../store/port';
import { claimAddressPlaces } from './address-claims';
import { createConnectLimiter } from './connect-limiter';
import { compareEventPositions, positionOf, type EventPosition } from './event-id';
import { createEventStream } from './event-stream';
import {
  createLiveFeed,
  type LiveFeedLimits,
  type LiveStream,
  type OpenRefusal,
} from './live-feed';
import { memberReader } from '../safety/blocked';

const retryStreams = { 'Retry-After': '30' };

/** Why a stream may not open, as the answer says it; the client polls on 429 and retries on 503. */
function refusalOf(why: OpenRefusal, limits: LiveFeedLimits): ApiError {
  if (why === 'user-limit')
    return new ApiError(
      429,
      errorCodes.tooManyEventStreams,
      tooManyEventStreamsMessage(limits.perUser),
      retryStreams,
    );
  if (why === 'address-limit' || why === 'guest-address-limit') {
    const cap = why === 'address-limit' ? limits.perAddress : limits.guestPerAddress;
    return new ApiError(
      429,
      errorCodes.tooManyAddressEventStreams,
      tooManyAddressEventStreamsMessage(cap ?? 0),
      retryStreams,
    );
  }
  if (why === 'server-limit') return refusal(503, 'eventStreamsBusy', retryStreams);
  return refusal(503, 'eventsStopping', { 'Retry-After': '5' });
}

/**
 * The feed event streams of one app (GET /api/events): each viewer's new feed posts and unread
 * counts, within the limits of streams per account and in all (in this process), per client
 * address (in every process, through deps.streamCounter) and of connects per minute.
 */
export function createViewerStreams(deps: ResolvedDeps) {
  const { store } = deps;
  const limits = deps.eventStreamLimits;
  const liveFeed = createLiveFeed(store, deps.events, limits, deps.reportError, deps.now);
  const connects = createConnectLimiter(limits.connectsPerMinute ?? 30, () => deps.now().getTime());

  /** What the viewer's stream sends: after a reconnect, first the feed posts it missed. */
  const streamOf = (viewer: UserRow, session: SessionRow, since: EventPosition | undefined) =>
    createEventStream({
      viewerId: viewer._id,
      start: { ms: deps.now().getTime(), postId: '' },
      async replay() {
        if (!since) return [];
        const newest = await store.posts.list({
          feedOf: viewer._id,
          order: 'latest',
          limit: liveEventLimits.replayMax,
          reader: memberReader(deps.now, viewer),
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

  /**
   * Counts a stream in for the viewer, within every limit (or throws the refusal: 429 or 503
   * with Retry-After), and ends it when its session does. Answers what counts it out again.
   */
  async function admit(
    viewer: UserRow,
    session: SessionRow,
    clientAddress: string,
    live: LiveStream,
  ): Promise<() => void> {
    // Before any query of the stream's: a client looping connects must not keep the store busy.
    const waitSeconds = connects.take(viewer._id);
    if (waitSeconds !== undefined)
      throw refusal(429, 'eventConnectsTooOften', { 'Retry-After': String(waitSeconds) });
    const claim = await claimAddressPlaces(deps.streamCounter, limits, {
      address: clientKey(clientAddress),
      guest: viewer.username === guestCredentials.username,
    });
    if ('refused' in claim) throw refusalOf(claim.refused, limits);
    // A release that fails is reported; a lease that is not renewed counts the place out later.
    const release = () => void claim.release().catch(deps.reportError);
    const refused = liveFeed.open(live);
    if (refused) {
      release();
      throw refusalOf(refused, limits);
    }
    // A logout ends it at once (the logout handler, auth-routes.ts), not at the next heartbeat.
    const forgetSession = deps.sessionStreams.add(session._id, () => live.end());
    let left = false;
    return () => {
      if (left) return;
      left = true;
      forgetSession();
      liveFeed.close(live);
      release();
    };
  }

  return {
    get openCount() {
      return liveFeed.openCount;
    },
    admit,
    /**
     * Opens the viewer's stream, or throws the refusal (see admit). Answers what runs it on the
     * SSE connection until the client leaves or the stream ends.
     */
    async open(
      viewer: UserRow,
      session: SessionRow,
      since: EventPosition | undefined,
      clientAddress: string,
    ) {
      const eventStream = streamOf(viewer, session, since);
      const leave = await admit(viewer, session, clientAddress, eventStream.live);
      return async (sse: SSEStreamingApi) => {
        try {
          await eventStream.run(sse);
        } catch (error) {
          deps.reportError(error);
        } finally {
          leave();
        }
      };
    },
  };
}

export type ViewerStreams = ReturnType<typeof createViewerStreams>;
