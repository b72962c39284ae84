import type { Store } from '../store/port';
import type { EventBus, PostCreated } from './event-bus';

/** One open event stream, as the hub sees it. */
export interface LiveStream {
  viewerId: string;
  /** Queues the event for the client; never waits for it to be written. */
  send(event: PostCreated): void;
  /** Queues the viewer's unread notification count, replacing one not sent yet. */
  notify(unreadCount: number): void;
  /** Ends the stream: the client reconnects (with Last-Event-ID) when it still wants events. */
  end(): void;
}

export interface LiveFeedLimits {
  /** Streams one account may hold open in this process. */
  perUser: number;
  /**
   * Streams this process holds open in all. Each holds a socket, so it stays under the process's
   * file descriptor limit (`ulimit -n`, often 1024): EVENT_STREAMS_MAX on the Node host.
   */
  total: number;
  /** Connects one account may make in a minute in this process; 30 unless set. */
  connectsPerMinute?: number;
  /**
   * Streams one client address may hold open in all the processes (counted by the app's
   * StreamCounter, not here), whatever the accounts, so that accounts made in a row from one
   * address cannot take the total: no cap unless set.
   */
  perAddress?: number;
  /**
   * Streams of the shared guest account one address may hold open in all the processes, so that
   * one visitor cannot take all of the guest's perUser: no cap unless set.
   */
  guestPerAddress?: number;
}

/** The per-process total unless set: below a common `ulimit -n` of 1024, with room for the rest. */
export const defaultEventStreamsMax = 1_000;

export type OpenRefusal =
  'user-limit' | 'address-limit' | 'guest-address-limit' | 'server-limit' | 'stopped';

/** Viewers asked about in one store question: keeps each IN list small on every database. */
const viewersPerQuestion = 500;
/** Events waiting to be fanned out; past this the process is behind, and every stream restarts. */
const maxBacklog = 1_000;

/**
 * The open event streams of this process and who should hear of each new post: its author's own
 * streams and those of viewers who follow the author; and of a change to someone's notifications:
 * that person's streams, with their unread count. Whether they follow is asked of the store
 * once per event for all connected viewers (500 at a time), so the cost grows with the streams
 * open here, never with the world; events are fanned out one at a time, in the order they came.
 */
export function createLiveFeed(
  store: Store,
  bus: EventBus,
  limits: LiveFeedLimits,
  reportError: (error: unknown) => void,
  now: () => Date,
) {
  const byViewer = new Map<string, Set<LiveStream>>();
  let total = 0;
  let stopped = false;
  let backlog = 0;
  let fanning: Promise<void> = Promise.resolve();

  const endAll = () => [...byViewer.values()].flatMap((set) => [...set]).forEach((s) => s.end());

  async function followersConnected(authorId: string): Promise<string[]> {
    const viewers = [...byViewer.keys()].filter((id) => id !== authorId);
    const found: string[] = [];
    for (let start = 0; start < viewers.length; start += viewersPerQuestion) {
      const chunk = viewers.slice(start, start + viewersPerQuestion);
      const edges = await store.follows.between(authorId, chunk);
      const followers = edges
        .filter((edge) => edge.followeeId === authorId && edge.followerId !== authorId)
        .map((edge) => edge.followerId);
      // A follower who muted the author is not told of their posts (a block ends the follows).
      const hiding = await store.hides.readersHiding(authorId, followers, now().getTime());
      found.push(...followers.filter((id) => !hiding.has(id)));
    }
    return found;
  }

  async function fanOut(event: PostCreated) {
    if (byViewer.size === 0) return;
    const audience = [event.authorId, ...(await followersConnected(event.authorId))];
    for (const viewerId of new Set(audience))
      byViewer.get(viewerId)?.forEach((stream) => stream.send(event));
  }

  // Each connected viewer's unread count, counted here, where the streams are.
  async function sendCounts(userIds: string[]) {
    for (const viewerId of new Set(userIds)) {
      if (!byViewer.has(viewerId)) continue;
      const count = await store.notifications.unreadCount(viewerId);
      byViewer.get(viewerId)?.forEach((stream) => stream.notify(count));
    }
  }

  // Runs fan-outs one at a time, in the order they came; past the backlog, streams restart.
  function enqueue(work: () => Promise<void>) {
    if (backlog >= maxBacklog) return endAll();
    backlog += 1;
    fanning = fanning
      .then(work)
      .catch(reportError)
      .finally(() => void (backlog -= 1));
  }

  bus.subscribe({
    created(event) {
      if (byViewer.size === 0) return;
      enqueue(() => fanOut(event));
    },
    notificationsChanged(change) {
      const connected = change.userIds.filter((id) => byViewer.has(id));
      if (connected.length > 0) enqueue(() => sendCounts(connected));
    },
    accountsEnded({ endedUserIds }) {
      for (const id of endedUserIds) byViewer.get(id)?.forEach((stream) => stream.end());
    },
    interrupted: endAll,
    closed() {
      stopped = true;
      endAll();
    },
  });

  return {
    /** Counts the stream in, or says why it may not open. */
    open(stream: LiveStream): OpenRefusal | undefined {
      if (stopped) return 'stopped';
      const own = byViewer.get(stream.viewerId) ?? new Set<LiveStream>();
      if (own.size >= limits.perUser) return 'user-limit';
      if (total >= limits.total) return 'server-limit';
      own.add(stream);
      byViewer.set(stream.viewerId, own);
      total += 1;
      return undefined;
    },
    close(stream: LiveStream) {
      const own = byViewer.get(stream.viewerId);
      if (!own?.delete(stream)) return;
      total -= 1;
      if (own.size === 0) byViewer.delete(stream.viewerId);
    },
    get openCount() {
      return total;
    },
  };
}

export type LiveFeed = ReturnType<typeof createLiveFeed>;
