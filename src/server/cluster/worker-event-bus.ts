import type { EventBus } from '@/backend/events/event-bus';
import { createMemoryEventBus } from '@/backend/events/memory-event-bus';
import type { ToPrimary } from './cluster-messages';

/**
 * A worker's bus on SQLite: its own streams hear its own routes at once, as on the memory bus,
 * and every event also goes to the primary, which passes it to the other workers (primary-hub.ts),
 * so that a stream hears a post whichever worker took the request that wrote it.
 */
export function createWorkerEventBus(primary: ToPrimary): EventBus {
  const local = createMemoryEventBus();
  const stopListening = primary.listen((message) => {
    if (message.murmur === 'post-created') local.deliver(message.event);
    else if (message.murmur === 'notifications-changed') local.deliverChange(message.change);
    else if (message.murmur === 'accounts-ended') local.deliverEnded(message.ended);
  });
  return {
    publish(event) {
      local.deliver(event);
      primary.send({ murmur: 'post-created', event });
    },
    announce(change) {
      if (change.userIds.length === 0) return;
      local.deliverChange(change);
      primary.send({ murmur: 'notifications-changed', change });
    },
    endStreams(ended) {
      if (ended.endedUserIds.length === 0 && !ended.endedSessionIds?.length) return;
      local.deliverEnded(ended);
      primary.send({ murmur: 'accounts-ended', ended });
    },
    subscribe: (listener) => local.subscribe(listener),
    async close() {
      stopListening();
      await local.close();
    },
  };
}
