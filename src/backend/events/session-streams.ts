import type { EventBus } from './event-bus';

/**
 * The open event streams of each session in this process, so that a logout ends them at once
 * rather than at their next heartbeat's session check (which still ends those of sessions that
 * expire). A logout in another process reaches them through the bus, which names the session.
 */
export function createSessionStreams(bus: EventBus) {
  const bySession = new Map<string, Set<() => void>>();
  const registry = {
    /** Counts a stream of the session in, with how to end it; answers how to count it out. */
    add(sessionId: string, end: () => void): () => void {
      const ends = bySession.get(sessionId) ?? new Set();
      ends.add(end);
      bySession.set(sessionId, ends);
      return () => {
        ends.delete(end);
        if (ends.size === 0 && bySession.get(sessionId) === ends) bySession.delete(sessionId);
      };
    },
    /** The session was logged out: its streams end now. */
    end(sessionId: string) {
      const ends = bySession.get(sessionId);
      bySession.delete(sessionId);
      ends?.forEach((end) => end());
    },
  };
  bus.subscribe({
    accountsEnded: ({ endedSessionIds = [] }) => endedSessionIds.forEach((id) => registry.end(id)),
    created: () => undefined,
    notificationsChanged: () => undefined,
    interrupted: () => undefined,
    closed: () => undefined,
  });
  return registry;
}

export type SessionStreams = ReturnType<typeof createSessionStreams>;
