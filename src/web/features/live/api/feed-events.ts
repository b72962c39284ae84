import { liveEventLimits, liveEventNames } from '@/contract/live-event-limits';
import type { NotificationsEvent, PostEvent } from '@/contract/live-events';
// The table straight from its module: the contract's index would bring zod into the first load.
import { endpoints } from '@/contract/endpoints';
import { marksTokenRefused } from '@/contract/token-refusal';
import { endpointUrl } from '@/web/lib/endpoint-url';
import { liveNotifications } from '@/web/lib/shared-state';
import { onSessionChange, reportRefusedToken, sessionStore } from '@/web/lib/session';
import { createFeedPoller } from './feed-poller';
import { createSseParser } from '../lib/sse-parser';

export type FeedEventsMode = 'stream' | 'polling';

export interface FeedEventsOptions {
  /** A new post of the feed (the viewer's own included); the same post may come twice. */
  onPost: (event: PostEvent) => void;
  /** Told when the client switches between the event stream and polling. */
  onModeChange?: (mode: FeedEventsMode) => void;
  /**
   * 'polling' skips the stream. Unless set: polling in the demo build, where the API runs in the
   * page and nothing else writes to it, and the stream on the Node server.
   */
  mode?: 'auto' | 'polling';
  pollMs?: number;
  /** Failed stream attempts in a row before polling takes over. */
  maxStreamFailures?: number;
  /** The first wait before reconnecting after a failure; doubled each time up to 30 s. */
  backoffMs?: number;
  /**
   * Silence (no event, no heartbeat) after which an open stream counts as dropped: a connection
   * lost without a close may leave a read pending for ever. Two heartbeats and some slack.
   */
  idleTimeoutMs?: number;
  /** How long a stream must stay open before it counts as working (failures forgiven). */
  stableAfterMs?: number;
  /**
   * Spread added to the server's retry delay after it ends a working stream: the tabs of a
   * restarted server then come back over some seconds rather than all at once.
   */
  reconnectJitterMs?: number;
}

/** How one connection went: `stable` when it stayed open long enough to count as working. */
interface Attempt {
  result: 'ended' | 'failed' | 'busy';
  stable: boolean;
}

const maxBackoffMs = 30_000;
/** While polling, the stream is tried again every this many checks (5 minutes at 30 s). */
const streamRetryEveryChecks = 10;

const isDemoBuild = () => import.meta.env.VITE_BACKEND !== 'server';

function parsePostEvent(data: string): PostEvent | undefined {
  try {
    const value = JSON.parse(data) as Partial<PostEvent> | null;
    const { postId, username, createdAt } = value ?? {};
    if (typeof postId !== 'string' || typeof username !== 'string') return undefined;
    if (typeof createdAt !== 'string') return undefined;
    return { postId, username, createdAt };
  } catch {
    return undefined;
  }
}

function parseNotificationsEvent(data: string): NotificationsEvent | undefined {
  try {
    const value = JSON.parse(data) as Partial<NotificationsEvent> | null;
    const unreadCount = value?.unreadCount;
    return typeof unreadCount === 'number' && unreadCount >= 0 ? { unreadCount } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Hears of new feed posts while the session lasts: from GET /api/events, read with fetch because
 * EventSource cannot send the authorization header, reconnecting with backoff and Last-Event-ID;
 * or, when the stream keeps failing (or in the demo build), by checking the feed every pollMs.
 * Stops by itself when the session ends or changes; answers a function that stops it.
 */
export function startFeedEvents(options: FeedEventsOptions): () => void {
  const session = sessionStore.get();
  if (!session) return () => undefined;
  const { token } = session;
  const pollMs = options.pollMs ?? 30_000;
  const maxFailures = options.maxStreamFailures ?? 5;
  const firstBackoff = options.backoffMs ?? 1_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? liveEventLimits.heartbeatMs * 2 + 10_000;
  const stableAfterMs = options.stableAfterMs ?? liveEventLimits.heartbeatMs;
  const jitterMs = options.reconnectJitterMs ?? 10_000;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastEventId: string | undefined;
  let retryMs: number = liveEventLimits.retryMs;
  let mode: FeedEventsMode | undefined;
  // Ends the connection in progress: its fetch, and its body once it is being read.
  let endConnection: (() => void) | undefined;
  const poll = createFeedPoller(options.onPost);

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });
  const setMode = (next: FeedEventsMode) => {
    if (mode !== next) options.onModeChange?.(next);
    mode = next;
    // The notifications' count rides on the same stream; without it, it is asked for instead.
    liveNotifications.setStreaming(next === 'stream');
    if (next === 'stream') liveNotifications.publish({ type: 'connected' });
  };

  // One connection, read to its end; 'busy' when the server refused it for having too many.
  async function readStream(): Promise<Attempt> {
    const connection = new AbortController();
    let reader: ReadableStreamDefaultReader<string> | undefined;
    let openedAt: number | undefined;
    endConnection = () => {
      connection.abort();
      // Aborting the fetch does not end a body already being read everywhere: cancel it too.
      void reader?.cancel().catch(() => undefined);
    };
    // The watchdog: every chunk (heartbeats included) restarts it; silence ends the connection.
    let idle: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(idle);
      idle = setTimeout(() => endConnection?.(), idleTimeoutMs);
    };
    const outcome = (result: Attempt['result']): Attempt => ({
      result,
      stable: openedAt !== undefined && Date.now() - openedAt >= stableAfterMs,
    });
    heard();
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream', authorization: token };
      if (lastEventId) headers['Last-Event-ID'] = lastEventId;
      const url = new URL(endpointUrl(endpoints.events), window.location.href);
      const response = await fetch(url, { headers, signal: connection.signal });
      const isStream = response.headers.get('content-type')?.startsWith('text/event-stream');
      if (!response.ok || !isStream || !response.body) {
        // Not awaited: some fetch layers (MSW) settle a cancel only once the body was read.
        void response.body?.cancel().catch(() => undefined);
        // The server no longer knows this id (another deployment): start afresh.
        if (response.status === 400) lastEventId = undefined;
        // Read with fetch, not the API client: a refused token is reported as the client would,
        // and the session's end stops this.
        if (marksTokenRefused(response.headers)) reportRefusedToken(token);
        return outcome(response.status === 429 ? 'busy' : 'failed');
      }
      setMode('stream');
      openedAt = Date.now();
      const parser = createSseParser((message) => {
        if (stopped) return;
        if (message.event === liveEventNames.notifications) {
          const counted = parseNotificationsEvent(message.data);
          if (counted) liveNotifications.publish({ type: 'unread', ...counted });
          return;
        }
        const event =
          message.event === liveEventNames.post ? parsePostEvent(message.data) : undefined;
        if (event) options.onPost(event);
      });
      reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || stopped || connection.signal.aborted) break;
        heard();
        parser.push(value);
        lastEventId = parser.lastEventId ?? lastEventId;
        retryMs = parser.retryMs ?? retryMs;
      }
      // Cut by the watchdog: a dropped connection, not a stream the server ended.
      return outcome(connection.signal.aborted ? 'failed' : 'ended');
    } catch {
      return outcome('failed');
    } finally {
      clearTimeout(idle);
      endConnection = undefined;
    }
  }

  async function pollFor(checks: number) {
    setMode('polling');
    for (let n = 0; n < checks && !stopped; n++) {
      // A hidden tab asks nothing; the pill is seen when it is shown again.
      if (document.visibilityState !== 'hidden') await poll().catch(() => undefined);
      await wait(pollMs);
    }
  }

  async function run() {
    if (options.mode === 'polling' || (options.mode !== 'auto' && isDemoBuild())) {
      await pollFor(Infinity);
      return;
    }
    let failures = 0;
    let backoff = firstBackoff;
    while (!stopped) {
      const attempt = await readStream();
      if (stopped) return;
      // Only a stream that stayed open forgives earlier failures: one accepted and closed at
      // once (a server in trouble) must still lead to backoff and polling.
      if (attempt.stable) {
        failures = 0;
        backoff = firstBackoff;
      }
      if (attempt.result === 'ended' && attempt.stable) {
        // The server ended a working stream (a restart, a dropped listener): come back after
        // its retry: delay, spread so that all its clients do not return in the same second.
        await wait(retryMs + Math.random() * jitterMs);
        continue;
      }
      failures += 1;
      if (failures >= maxFailures || attempt.result === 'busy') {
        await pollFor(streamRetryEveryChecks);
        // One more failure after a round of polling goes back to polling.
        failures = maxFailures - 1;
        continue;
      }
      // Jitter, so that the tabs of a restarted server do not all come back at once.
      await wait(backoff * (0.5 + Math.random() / 2));
      backoff = Math.min(backoff * 2, maxBackoffMs);
    }
  }

  function stop() {
    if (stopped) return;
    stopped = true;
    liveNotifications.setStreaming(false);
    clearTimeout(timer);
    endConnection?.();
    unsubscribe();
  }
  const unsubscribe = onSessionChange(() => stop());
  void run();
  return stop;
}
