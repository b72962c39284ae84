/**
 * What the event stream says about the viewer's notifications, for whoever shows them: the
 * stream's client (features/live/api/feed-events.ts) publishes, the notifications feature
 * listens. Here, in the shared state, so that neither feature reaches into the other.
 */
export type NotificationSignal =
  /** The `notifications` event: how many lines are unread now. */
  | { type: 'unread'; unreadCount: number }
  /** A stream (re)opened: events may have been missed, and none is replayed. */
  | { type: 'connected' };

type Listener = (signal: NotificationSignal) => void;
const listeners = new Set<Listener>();
const modeListeners = new Set<() => void>();
let streaming = false;

export const liveNotifications = {
  publish(signal: NotificationSignal) {
    for (const listener of listeners) listener(signal);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Whether a stream is open: without one the count must be asked for now and then. */
  setStreaming(next: boolean) {
    if (next === streaming) return;
    streaming = next;
    for (const listener of modeListeners) listener();
  },
  isStreaming: () => streaming,
  subscribeStreaming: (listener: () => void): (() => void) => {
    modeListeners.add(listener);
    return () => void modeListeners.delete(listener);
  },
};
