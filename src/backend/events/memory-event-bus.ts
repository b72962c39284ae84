import type {
  AccountsEnded,
  BusListener,
  EventBus,
  NotificationsChanged,
  PostCreated,
} from './event-bus';

/**
 * The bus of one process: SQLite (one server process) and the in-page demo. Listeners are called
 * on a later microtask, so that a slow or failing listener cannot hold up or fail the write that
 * published.
 */
export function createMemoryEventBus(): EventBus & {
  /** For a bus that relays another (PostgreSQL): tells every listener. */
  deliver(event: PostCreated): void;
  deliverChange(change: NotificationsChanged): void;
  deliverEnded(ended: AccountsEnded): void;
  interrupt(): void;
} {
  const listeners = new Set<BusListener>();
  let isClosed = false;
  const each = (call: (listener: BusListener) => void) =>
    [...listeners].forEach((listener) => queueMicrotask(() => call(listener)));

  const bus = {
    publish: (event: PostCreated) => bus.deliver(event),
    announce: (change: NotificationsChanged) => bus.deliverChange(change),
    endStreams: (ended: AccountsEnded) => bus.deliverEnded(ended),
    deliver(event: PostCreated) {
      if (!isClosed) each((listener) => listener.created(event));
    },
    deliverChange(change: NotificationsChanged) {
      if (!isClosed && change.userIds.length > 0)
        each((listener) => listener.notificationsChanged(change));
    },
    deliverEnded(ended: AccountsEnded) {
      if (!isClosed && (ended.endedUserIds.length > 0 || !!ended.endedSessionIds?.length))
        each((listener) => listener.accountsEnded(ended));
    },
    interrupt() {
      if (!isClosed) each((listener) => listener.interrupted());
    },
    subscribe(listener: BusListener) {
      if (isClosed) {
        queueMicrotask(() => listener.closed());
        return () => undefined;
      }
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close() {
      if (!isClosed) {
        isClosed = true;
        const closing = [...listeners];
        listeners.clear();
        closing.forEach((listener) => listener.closed());
      }
      return Promise.resolve();
    },
  };
  return bus;
}
