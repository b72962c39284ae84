import type { Context } from 'hono';
import { liveEventLimits } from '@/contract';
import type { WSContext, WSEvents } from 'hono/ws';
import type { TokenService } from '../auth/tokens';
import type { ResolvedDeps } from '../deps';
import type { PostCreated } from '../events/event-bus';
import type { LiveStream } from '../events/live-feed';
import type { ViewerStreams } from '../events/viewer-streams';
import type { ApiError } from '../http/api-error';
import { authenticate } from '../http/require-user';
import { requireScope } from '../oauth/grant';
import { scopeNeed } from '../oauth/scopes';
import { readerOf } from '../safety/blocked';
import { notificationsPage } from '../notifications/reading';
import type { UserRow } from '../store/port';
import { MastodonError } from './mastodon-error';
import { toNotifications } from './notifications';
import { statusesOfRows } from './present';

/** Messages waiting for a client that does not read; past this its socket closes (it reconnects). */
const maxQueued = 100;
/** The newest notifications looked at when the unread count moves: those the stream has not sent. */
const notificationsLooked = 10;

/** Mastodon's streams Murmur serves (one instance: public and public:local are the same posts). */
const streamNames = new Set([
  'user',
  'user:notification',
  'public',
  'public:local',
  'hashtag',
  'hashtag:local',
]);

/** A token may read the streams with read, read:statuses or read:notifications. */
const streamingNeed = scopeNeed('read', 'statuses', ['read:notifications']);

/** The token of an upgrade request: the subprotocol browsers send it in, the query, or the header. */
function tokenOf(c: Context): string | undefined {
  const protocol = c.req.header('sec-websocket-protocol')?.split(',')[0]?.trim();
  const header = c.req.header('authorization');
  return protocol || c.req.query('access_token') || header || undefined;
}

/** One subscription's stream as messages name it: ['hashtag', 'coffee'] or ['user']. */
const keyOf = (stream: string[]) => stream.join('\u0000');

interface Subscription {
  stream: string[];
  tag?: string;
}

/** A subscribe or unsubscribe message's stream, or the error Mastodon answers it with. */
function subscriptionOf(name: unknown, tag: unknown): Subscription | { error: string } {
  if (typeof name !== 'string' || !streamNames.has(name)) return { error: 'Unknown stream type' };
  if (!name.startsWith('hashtag')) return { stream: [name] };
  if (typeof tag !== 'string' || tag.trim() === '') return { error: 'No tag for stream provided' };
  const wanted = tag.trim().replace(/^#/, '').toLowerCase();
  return { stream: [name, wanted], tag: wanted };
}

/**
 * Mastodon's streaming API over WebSocket (GET /api/v1/streaming): one connection per client,
 * counted as one of the viewer's live streams (the same caps per account, per address and per
 * process as Murmur's own event stream, viewer-streams.ts), ended by a logout, a revoke or a
 * suspension as those are. On it the client subscribes to streams: `user` (new posts of the home
 * timeline and notifications), `user:notification`, `public` and `hashtag` (new posts everyone
 * may see, less those hidden from the viewer). Each post is a Status as the viewer would read it.
 */
export function createMastodonStreaming(
  deps: ResolvedDeps,
  tokens: TokenService,
  streams: ViewerStreams,
) {
  const { store } = deps;

  /** Whether a connection's token still reads as it did: a logout or revoke ends the stream. */
  async function stillValid(token: string) {
    const auth = await authenticate(deps, tokens, token);
    return 'session' in auth;
  }

  function connect(viewer: UserRow, origin: string, initial: Subscription | undefined) {
    let socket: WSContext | undefined;
    let ended = false;
    const subscriptions = new Map<string, Subscription>();
    if (initial) subscriptions.set(keyOf(initial.stream), initial);
    // Messages go out one at a time, in the order their events came.
    let chain: Promise<void> = Promise.resolve();
    let queued = 0;
    // The notifications already sent, by line and time (a grouped line that grows is news again).
    const sentNotifications = new Set<string>();
    let notificationsSince = new Date(deps.now()).toISOString();

    const write = (stream: string[], event: string, payload: string) => {
      if (!ended && socket?.readyState === 1)
        socket.send(JSON.stringify({ stream, event, payload }));
    };

    function later(work: () => Promise<void>) {
      if (ended) return;
      if (queued >= maxQueued) return live.end();
      queued += 1;
      chain = chain
        .then(work)
        .catch(deps.reportError)
        .finally(() => void (queued -= 1));
    }

    const subscribed = (name: string) =>
      [...subscriptions.values()].filter((sub) => sub.stream[0]!.startsWith(name));

    async function statusOf(postId: string) {
      const row = await store.posts.get(postId);
      if (!row) return undefined;
      const [status] = await statusesOfRows(deps, [row], viewer, origin);
      return status;
    }

    async function sendPost(event: PostCreated, streams: Subscription[]) {
      const reader = readerOf(deps.now, viewer);
      if (reader && (await store.hides.hiddenAmong(reader, [event.username])).size > 0) return;
      const status = await statusOf(event.postId);
      if (!status) return;
      const tags = new Set(status.tags.map((tag) => tag.name.toLowerCase()));
      for (const sub of streams)
        if (!sub.tag || tags.has(sub.tag)) write(sub.stream, 'update', JSON.stringify(status));
    }

    async function sendNotifications() {
      const targets = [...subscribed('user')];
      if (targets.length === 0) return;
      const { notifications } = await notificationsPage(deps, viewer, {
        limit: notificationsLooked,
      });
      const fresh = notifications
        .filter((line) => line.updatedAt > notificationsSince)
        .filter((line) => !sentNotifications.has(`${line._id}@${line.updatedAt}`))
        .reverse();
      if (fresh.length === 0) return;
      for (const line of fresh) sentNotifications.add(`${line._id}@${line.updatedAt}`);
      notificationsSince = fresh[fresh.length - 1]!.updatedAt;
      for (const notification of await toNotifications(deps, origin, viewer, fresh))
        for (const sub of targets) write(sub.stream, 'notification', JSON.stringify(notification));
    }

    let unsubscribeBus: () => void = () => undefined;

    // The hub's side: new posts of the viewer's home timeline, their unread count moving, an end.
    const live: LiveStream = {
      viewerId: viewer._id,
      send(event) {
        const targets = subscriptions.has('user') ? [subscriptions.get('user')!] : [];
        if (targets.length > 0) later(() => sendPost(event, targets));
      },
      notify() {
        later(sendNotifications);
      },
      end() {
        if (ended) return;
        ended = true;
        unsubscribeBus();
        socket?.close(1000, 'Stream ended');
      },
    };

    // Everyone's new posts, for the public and hashtag streams: asked only while one is subscribed.
    unsubscribeBus = deps.events.subscribe({
      created(event) {
        const targets = [...subscribed('public'), ...subscribed('hashtag')];
        if (targets.length > 0) later(() => sendPost(event, targets));
      },
      notificationsChanged: () => undefined,
      accountsEnded: () => undefined,
      interrupted: () => undefined,
      closed: () => live.end(),
    });

    function receive(text: string) {
      let message: { type?: unknown; stream?: unknown; tag?: unknown };
      try {
        message = JSON.parse(text) as typeof message;
      } catch {
        return write([], 'error', 'Could not parse the message as JSON');
      }
      if (message.type !== 'subscribe' && message.type !== 'unsubscribe') return;
      const sub = subscriptionOf(message.stream, message.tag);
      if ('error' in sub) {
        if (socket?.readyState === 1)
          socket.send(JSON.stringify({ error: sub.error, status: 400 }));
        return;
      }
      if (message.type === 'subscribe') subscriptions.set(keyOf(sub.stream), sub);
      else subscriptions.delete(keyOf(sub.stream));
    }

    return { live, receive, open: (ws: WSContext) => (socket = ws) };
  }

  return {
    /**
     * Checks an upgrade to /api/v1/streaming: its token (401), its scope (403), its place among
     * the live streams (429 or 503). Answers the refusal, or the socket's events and what counts
     * the stream out when its connection closes, however it closes.
     */
    async admit(
      c: Context,
      origin: string,
    ): Promise<{ refusal: MastodonError | ApiError } | { events: WSEvents; leave: () => void }> {
      const token = tokenOf(c);
      const auth = token ? await authenticate(deps, tokens, token) : undefined;
      if (!token || !auth || !('session' in auth))
        return { refusal: new MastodonError(401, 'Error: Invalid access token') };
      const { user, session, grant } = auth;
      try {
        if (grant) requireScope(streamingNeed, grant, true, user);
      } catch (error) {
        return { refusal: error as ApiError };
      }
      const asked = c.req.query('stream');
      const initial = asked ? subscriptionOf(asked, c.req.query('tag')) : undefined;
      if (initial && 'error' in initial) return { refusal: new MastodonError(400, initial.error) };
      const connection = connect(user, origin, initial);
      let leave: () => void;
      try {
        leave = await streams.admit(user, session, deps.clientAddress(c), connection.live);
      } catch (error) {
        connection.live.end();
        return { refusal: error as ApiError };
      }
      const heartbeat = setInterval(() => {
        void stillValid(token).then(
          (valid) => valid || connection.live.end(),
          () => undefined,
        );
      }, liveEventLimits.heartbeatMs);
      const close = () => {
        clearInterval(heartbeat);
        connection.live.end();
        leave();
      };
      return {
        leave: close,
        events: {
          onOpen: (_event, ws) => connection.open(ws),
          onMessage: (event) => {
            if (typeof event.data === 'string') connection.receive(event.data);
          },
          onClose: close,
          onError: close,
        },
      };
    },
  };
}

export type MastodonStreaming = ReturnType<typeof createMastodonStreaming>;
