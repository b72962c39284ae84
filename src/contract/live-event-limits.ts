/** The event names of GET /api/events (live-events.ts). */
export const liveEventNames = { post: 'post', notifications: 'notifications' } as const;

/** Limits of the event stream, shared by the server and the web client. */
export const liveEventLimits = {
  /** Open streams one account may hold at once (tabs, devices); more answer 429. */
  streamsPerUser: 5,
  /** The most missed posts a reconnect with Last-Event-ID replays; older ones are left out. */
  replayMax: 100,
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: 25_000,
  /** How long the client waits before reconnecting, sent as the stream's `retry:` field. */
  retryMs: 3_000,
} as const;
