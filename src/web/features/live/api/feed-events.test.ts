import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@/contract';
import { sessionStore } from '@/web/lib/session';
import { startFeedEvents, type FeedEventsMode, type FeedEventsOptions } from './feed-events';

/** One connection to the stubbed GET /api/events, driven by the test. */
interface Connection {
  lastEventId: string | null;
  at: number;
  cancelled: boolean;
  send(text: string): void;
  end(): void;
}

/**
 * fetch answers every request with an event stream the test writes (onConnect starts it): a
 * connection that goes silent without closing cannot be made with the real backend.
 */
function stubEventServer(onConnect: (connection: Connection) => void) {
  const connections: Connection[] = [];
  const encoder = new TextEncoder();
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: unknown, init?: RequestInit) => {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const connection: Connection = {
        lastEventId: new Headers(init?.headers).get('Last-Event-ID'),
        at: Date.now(),
        cancelled: false,
        send: (text) => controller.enqueue(encoder.encode(text)),
        end: () => controller.close(),
      };
      const body = new ReadableStream<Uint8Array>({
        start: (started) => void (controller = started),
        cancel: () => void (connection.cancelled = true),
      });
      connections.push(connection);
      onConnect(connection);
      return Promise.resolve(
        new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
      );
    }),
  );
  return connections;
}

describe('startFeedEvents', () => {
  const stops: (() => void)[] = [];
  const start = (options: Partial<FeedEventsOptions>) => {
    const modes: FeedEventsMode[] = [];
    stops.push(
      startFeedEvents({
        mode: 'auto',
        onPost: () => undefined,
        onModeChange: (mode) => modes.push(mode),
        pollMs: 60_000,
        ...options,
      }),
    );
    return modes;
  };
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    sessionStore.end();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const logIn = () =>
    sessionStore.start({ token: 'token', user: { username: 'guest' } as Account });

  it('drops a stream that goes silent without closing, and reconnects from its last id', async () => {
    logIn();
    const connections = stubEventServer((connection) => {
      if (connection.lastEventId === null) connection.send('retry: 3000\n\nid: 1-start\n\n');
    });
    start({ idleTimeoutMs: 100, backoffMs: 1 });
    await vi.waitFor(() => expect(connections).toHaveLength(2));
    expect(connections[0]!.cancelled).toBe(true);
    expect(connections[1]!.lastEventId).toBe('1-start');
  });

  it('counts heartbeats as signs of life', async () => {
    logIn();
    let heartbeats = 0;
    const connections = stubEventServer((connection) => {
      connection.send('id: 1-start\n\n');
      const beat = setInterval(() => {
        if (connection.cancelled) return clearInterval(beat);
        heartbeats += 1;
        connection.send(': heartbeat\n\n');
      }, 20);
    });
    start({ idleTimeoutMs: 100, backoffMs: 1 });
    // Quiet between heartbeats never reaches the timeout; ten of them outlast it three times.
    await vi.waitFor(() => expect(heartbeats).toBeGreaterThanOrEqual(15), { timeout: 3_000 });
    expect(connections).toHaveLength(1);
    expect(connections[0]!.cancelled).toBe(false);
  });

  it("comes back after a working stream ends by the server's retry: plus a random spread", async () => {
    logIn();
    vi.spyOn(Math, 'random').mockReturnValue(1);
    let endedAt = 0;
    const connections = stubEventServer((connection) => {
      if (connections.length > 1) return;
      connection.send('retry: 40\n\nid: 1-start\n\n');
      setTimeout(() => {
        endedAt = Date.now();
        connection.end();
      }, 20);
    });
    start({ stableAfterMs: 0, reconnectJitterMs: 200 });
    await vi.waitFor(() => expect(connections).toHaveLength(2), { timeout: 2_000 });
    // 40 ms asked by the server and 200 ms of spread (Math.random() is 1 here).
    expect(connections[1]!.at - endedAt).toBeGreaterThanOrEqual(230);
  });

  it('counts a stream accepted and closed at once as a failure: polling takes over', async () => {
    logIn();
    stubEventServer((connection) => {
      connection.send('retry: 10\n\nid: 1-start\n\n');
      connection.end();
    });
    const modes = start({ backoffMs: 1, maxStreamFailures: 3 });
    await vi.waitFor(() => expect(modes).toEqual(['stream', 'polling']));
  });
});
