/**
 * The open event streams of each session in this process, so that a logout ends them at once
 * rather than at their next heartbeat's session check (which still ends those of the session in
 * other processes, and of sessions that expire).
 */
export function createSessionStreams() {
  const bySession = new Map<string, Set<() => void>>();
  return {
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
}

export type SessionStreams = ReturnType<typeof createSessionStreams>;
