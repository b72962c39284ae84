import { isPrimaryMessage, type ToPrimary } from './cluster-messages';

/** A cluster worker's channel to its primary: node:cluster's IPC (process.send). */
export function primaryChannel(): ToPrimary {
  return {
    send(message) {
      // The callback takes a closed channel's error: the primary is going, and so is this worker.
      if (process.connected) process.send?.(message, undefined, {}, () => undefined);
    },
    listen(listener) {
      const take = (message: unknown) => {
        if (isPrimaryMessage(message)) listener(message);
      };
      process.on('message', take);
      return () => void process.off('message', take);
    },
  };
}
