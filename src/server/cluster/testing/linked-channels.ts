import type { PrimaryMessage, ToPrimary, ToWorker, WorkerMessage } from '../cluster-messages';

/** One direction of a link: each message arrives on a later turn, as a copy, as over IPC. */
function pipe<T>() {
  const listeners = new Set<(message: T) => void>();
  return {
    send: (message: T) =>
      void setImmediate(() => listeners.forEach((listener) => listener(structuredClone(message)))),
    listen: (listener: (message: T) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** A worker's channel and the primary's end of it, linked in this process for tests. */
export function linkedChannels(): { worker: ToPrimary; primary: ToWorker } {
  const up = pipe<WorkerMessage>();
  const down = pipe<PrimaryMessage>();
  return {
    worker: { send: up.send, listen: down.listen },
    primary: { send: down.send, listen: up.listen },
  };
}
