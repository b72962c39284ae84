import type { SSEStreamingApi } from 'hono/streaming';
import {
  liveEventLimits,
  liveEventNames,
  type NotificationsEvent,
  type PostEvent,
} from '@/contract';
import type { PostRow } from '../store/port';
import type { PostCreated } from './event-bus';
import { compareEventPositions, encodeEventId, positionOf, type EventPosition } from './event-id';
import type { LiveStream } from './live-feed';

/** Events queued for a client that does not read; past this its stream ends (it will replay). */
const maxQueued = 100;

export interface EventStreamOptions {
  viewerId: string;
  /** Where a fresh stream starts: its first `id:` (no event), so a reconnect replays from here. */
  start: EventPosition;
  /** The missed posts a Last-Event-ID asked for, oldest first (bounded by the caller). */
  replay: () => Promise<PostRow[]>;
  /** Asked at every heartbeat: a session logged out or expired ends its streams. */
  sessionLive: () => Promise<boolean>;
  heartbeatMs?: number;
}

/**
 * One client's event stream: the replay first, then live events, each post once, with an `id`
 * only when it is newer than the last one sent, so that the client's Last-Event-ID never goes
 * back. Unread notification counts come between them, without ids, the newest only. The stream object is counted by the hub from open() until the client leaves or end().
 */
export function createEventStream(options: EventStreamOptions) {
  let stream: SSEStreamingApi | undefined;
  const queue: PostCreated[] = [];
  // The replay's post ids (at most replayMax): an event that came live meanwhile is not sent twice.
  const replayed = new Set<string>();
  let last: EventPosition | undefined;
  // The newest unread count to send, and the last one sent: an unchanged count is not sent.
  let unreadCount: number | undefined;
  let sentUnreadCount: number | undefined;
  let replaying = true;
  let writing = false;
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));

  async function write(sse: SSEStreamingApi, post: PostEvent) {
    const position = positionOf({ _id: post.postId, createdAt: post.createdAt });
    const newer = !last || compareEventPositions(position, last) > 0;
    if (newer) last = position;
    const { postId, username, createdAt } = post;
    await sse.writeSSE({
      event: liveEventNames.post,
      data: JSON.stringify({ postId, username, createdAt } satisfies PostEvent),
      ...(newer ? { id: encodeEventId(position) } : {}),
    });
  }

  async function drain() {
    if (writing || replaying) return;
    writing = true;
    try {
      while (queue.length > 0 && stream && !stream.closed && !stream.aborted) {
        const event = queue.shift()!;
        if (!replayed.has(event.postId)) await write(stream, event);
      }
      while (unreadCount !== sentUnreadCount && stream && !stream.closed && !stream.aborted) {
        const count = unreadCount!;
        sentUnreadCount = count;
        // No id: the count is not replayed, so it must not move the client's Last-Event-ID.
        await stream.writeSSE({
          event: liveEventNames.notifications,
          data: JSON.stringify({ unreadCount: count } satisfies NotificationsEvent),
        });
      }
    } finally {
      writing = false;
    }
  }

  const live: LiveStream = {
    viewerId: options.viewerId,
    send(event) {
      if (queue.length >= maxQueued) return live.end();
      queue.push(event);
      void drain().catch(() => live.end());
    },
    notify(count) {
      unreadCount = count;
      void drain().catch(() => live.end());
    },
    end: () => finish(),
  };

  // Writes the replay, then whatever arrived meanwhile, then live events; resolves when the
  // stream should close. Events sent before run() wait in the queue.
  async function run(sse: SSEStreamingApi): Promise<void> {
    stream = sse;
    sse.onAbort(() => finish());
    await sse.write(`retry: ${liveEventLimits.retryMs}\n\n`);
    const missed = await options.replay();
    if (missed.length === 0) {
      last = options.start;
      await sse.write(`id: ${encodeEventId(options.start)}\n\n`);
    }
    for (const post of missed) {
      replayed.add(post._id);
      await write(sse, { postId: post._id, username: post.username, createdAt: post.createdAt });
    }
    replaying = false;
    await drain();
    const heartbeat = setInterval(() => {
      void options.sessionLive().then(
        async (isLive) => {
          if (isLive) await sse.write(': heartbeat\n\n');
          else finish();
        },
        // A store that cannot answer now says nothing about the session: ask again next time.
        () => undefined,
      );
    }, options.heartbeatMs ?? liveEventLimits.heartbeatMs);
    try {
      await finished;
    } finally {
      clearInterval(heartbeat);
    }
  }

  return { live, run };
}
