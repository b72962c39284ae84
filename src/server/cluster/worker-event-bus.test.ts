import { describe, expect, it, vi } from 'vitest';
import type {
  BusListener,
  EventBus,
  NotificationsChanged,
  PostCreated,
} from '@/backend/events/event-bus';
import { createMemoryRateLimiter } from '@/backend/limits/memory-rate-limiter';
import { createPrimaryHub } from './primary-hub';
import { linkedChannels } from './testing/linked-channels';
import { createWorkerEventBus } from './worker-event-bus';

const post: PostCreated = {
  postId: 'p1',
  authorId: 'u1',
  username: 'ada',
  createdAt: '2026-11-25T12:00:00.000Z',
};

/** What one worker's streams heard. */
function listen(bus: EventBus) {
  const heard = {
    created: [] as PostCreated[],
    changes: [] as NotificationsChanged[],
    ended: [] as string[],
    closed: 0,
  };
  const listener: BusListener = {
    created: (event) => heard.created.push(event),
    notificationsChanged: (change) => heard.changes.push(change),
    accountsEnded: ({ endedUserIds }) => heard.ended.push(...endedUserIds),
    interrupted: () => undefined,
    closed: () => void (heard.closed += 1),
  };
  bus.subscribe(listener);
  return heard;
}

/** Three workers of one cluster, each with a listening stream, joined by a primary's hub. */
function cluster() {
  const listened: string[] = [];
  const hub = createPrimaryHub(
    createMemoryRateLimiter(() => new Date()),
    {
      onListening: (_channel, url) => listened.push(url),
      onError: (error) => {
        throw error;
      },
    },
  );
  const workers = [0, 1, 2].map(() => {
    const link = linkedChannels();
    hub.attach(link.primary);
    const bus = createWorkerEventBus(link.worker);
    return { bus, heard: listen(bus), channel: link.worker };
  });
  return { workers };
}

describe('the event bus of cluster workers', () => {
  it('delivers a post published in one worker to the streams of every worker, once each', async () => {
    const { workers } = cluster();
    workers[1]!.bus.publish(post);
    // The relay sends to every other worker in one turn: when the last has it, all have.
    await vi.waitFor(() => expect(workers[2]!.heard.created).toHaveLength(1));
    for (const worker of workers) expect(worker.heard.created).toEqual([post]);
  });

  it('passes notification changes on to every worker', async () => {
    const { workers } = cluster();
    workers[2]!.bus.announce({ userIds: ['u7', 'u8'] });
    await vi.waitFor(() => expect(workers[1]!.heard.changes).toHaveLength(1));
    for (const worker of workers) expect(worker.heard.changes).toEqual([{ userIds: ['u7', 'u8'] }]);
  });

  it('passes a suspension on to every worker, whose streams of that account end', async () => {
    const { workers } = cluster();
    workers[0]!.bus.endStreams({ endedUserIds: ['u9'] });
    await vi.waitFor(() => expect(workers[2]!.heard.ended).toHaveLength(1));
    for (const worker of workers) expect(worker.heard.ended).toEqual(['u9']);
  });

  it('sends the primary no change that tells nobody', async () => {
    const link = linkedChannels();
    const sent: unknown[] = [];
    link.primary.listen((message) => sent.push(message));
    const bus = createWorkerEventBus(link.worker);
    // Sent first, an empty change would arrive first.
    bus.announce({ userIds: [] });
    bus.announce({ userIds: ['u7'] });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([{ murmur: 'notifications-changed', change: { userIds: ['u7'] } }]);
  });

  it('ends its streams when it closes, and hears nothing after', async () => {
    const { workers } = cluster();
    await workers[0]!.bus.close();
    workers[1]!.bus.publish(post);
    await vi.waitFor(() => expect(workers[2]!.heard.created).toEqual([post]));
    expect(workers[0]!.heard).toEqual({ created: [], changes: [], ended: [], closed: 1 });
  });
});
