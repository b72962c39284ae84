import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BusListener, EventBus, PostCreated } from '@/backend/events/event-bus';
import { runAsAdmin } from '../database/testing/temp-postgres-store';
import { channelOf, listenerName, openPostgresEventBus } from './postgres-event-bus';

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs these; without it they skip. */
const databaseUrl = process.env.TEST_DATABASE_URL;

const event = (n: number): PostCreated => ({
  postId: `post-${n}`,
  authorId: 'author-1',
  username: 'maya.clay',
  createdAt: `2026-11-21T12:00:0${n}.000+00:00`,
});

function recorder() {
  const listener = {
    created: vi.fn<BusListener['created']>(),
    notificationsChanged: vi.fn<BusListener['notificationsChanged']>(),
    accountsEnded: vi.fn<BusListener['accountsEnded']>(),
    interrupted: vi.fn<BusListener['interrupted']>(),
    closed: vi.fn<BusListener['closed']>(),
  };
  return listener;
}

describe('channelOf', () => {
  it('cuts a long schema name at 63 bytes, as PostgreSQL does, never inside a character', () => {
    expect(channelOf('public')).toBe('murmur_posts.public');
    // 13 bytes of prefix, then two-byte characters: 25 of them fit in the 50 bytes left.
    const channel = channelOf('é'.repeat(40));
    expect(channel).toBe(`murmur_posts.${'é'.repeat(25)}`);
    expect(Buffer.byteLength(channel)).toBe(63);
    // A three-byte character that would cross the limit is left out whole.
    expect(Buffer.byteLength(channelOf(`${'a'.repeat(49)}€`))).toBe(62);
  });
});

describe.skipIf(!databaseUrl)('PostgreSQL event bus (LISTEN/NOTIFY)', () => {
  const buses: EventBus[] = [];
  const channel = `murmur_test_${randomBytes(6).toString('hex')}`;
  const open = async (options: { channel?: string; reconnectMs?: number } = {}) => {
    const bus = await openPostgresEventBus(databaseUrl!, {
      channel,
      onError: () => undefined,
      ...options,
    });
    buses.push(bus);
    return bus;
  };
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });

  it('carries a post published in one process to the listeners of every process', async () => {
    const [a, b] = [await open(), await open()];
    const [onA, onB] = [recorder(), recorder()];
    a.subscribe(onA);
    b.subscribe(onB);
    a.publish(event(1));
    b.publish(event(2));
    const received = (listener: ReturnType<typeof recorder>) =>
      listener.created.mock.calls.map(([e]) => e);
    await vi.waitFor(() => {
      expect(received(onA)).toHaveLength(2);
      expect(received(onB)).toHaveLength(2);
    });
    // Two publishers race, but every process hears the channel in the one order of the commits.
    expect(received(onA)).toEqual(expect.arrayContaining([event(1), event(2)]));
    expect(received(onB)).toEqual(received(onA));
  });

  it('carries changed notifications to every process, a long list in several NOTIFYs', async () => {
    const [a, b] = [await open(), await open()];
    const onB = recorder();
    b.subscribe(onB);
    // 75 ids of 200 characters: 15 KB, more than one NOTIFY holds.
    const userIds = Array.from({ length: 75 }, (_, n) => String(n).padStart(200, 'u'));
    a.announce({ userIds });
    // The chunks go out through a pool of connections, so they may arrive in any order.
    const heard = () =>
      onB.notificationsChanged.mock.calls.flatMap(([change]) => change.userIds).sort();
    await vi.waitFor(() => expect(heard()).toEqual([...userIds].sort()), { timeout: 10_000 });
    expect(onB.created).not.toHaveBeenCalled();
  }, 15_000);

  it('ignores what another role NOTIFYs on the channel unless it is a post event', async () => {
    const bus = await open();
    const listener = recorder();
    bus.subscribe(listener);
    await runAsAdmin(databaseUrl!, `notify ${channel}, '{"postId": 1}'`);
    await runAsAdmin(databaseUrl!, `notify ${channel}, 'not json'`);
    await runAsAdmin(databaseUrl!, `notify ${channel}, '{"userIds": [1]}'`);
    bus.publish(event(3));
    await vi.waitFor(() => expect(listener.created).toHaveBeenCalledTimes(1));
    expect(listener.created).toHaveBeenCalledWith(event(3));
    expect(listener.notificationsChanged).not.toHaveBeenCalled();
  });

  it('carries a suspension to every process, whose streams of the account end', async () => {
    const mine = await open();
    const other = await open();
    const listener = recorder();
    other.subscribe(listener);
    mine.endStreams({ endedUserIds: ['u1', 'u2'] });
    await vi.waitFor(() => expect(listener.accountsEnded).toHaveBeenCalledTimes(1));
    expect(listener.accountsEnded).toHaveBeenCalledWith({ endedUserIds: ['u1', 'u2'] });
  });

  it('carries a logout to every process, naming the session alone', async () => {
    const mine = await open();
    const other = await open();
    const listener = recorder();
    other.subscribe(listener);
    const sessionIds = Array.from({ length: 31 }, (_, n) => `session-${n}`);
    mine.endStreams({ endedUserIds: [], endedSessionIds: sessionIds });
    // A NOTIFY holds 30 ids at most: the 31st goes in a second.
    await vi.waitFor(() => expect(listener.accountsEnded).toHaveBeenCalledTimes(2));
    // The two may arrive in either order.
    const calls = listener.accountsEnded.mock.calls.map(([ended]) => ended);
    expect(calls.map((ended) => ended.endedUserIds)).toEqual([[], []]);
    expect(calls.map((ended) => ended.endedSessionIds?.length).sort()).toEqual([1, 30]);
    expect(calls.flatMap((ended) => ended.endedSessionIds ?? []).sort()).toEqual(
      [...sessionIds].sort(),
    );
  });

  it('keeps buses on other channels (other schemas) apart', async () => {
    const mine = await open();
    const other = await open({ channel: `${channel}_other` });
    const listener = recorder();
    other.subscribe(listener);
    mine.publish(event(4));
    other.publish(event(5));
    await vi.waitFor(() => expect(listener.created).toHaveBeenCalledTimes(1));
    expect(listener.created).toHaveBeenCalledWith(event(5));
  });

  it('listens again when its connection drops, and says events may have been lost', async () => {
    const bus = await open({ reconnectMs: 50 });
    const listener = recorder();
    bus.subscribe(listener);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = $1 and query like $2`,
        [listenerName, `%${channel}%`],
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(listener.interrupted).toHaveBeenCalled(), { timeout: 5_000 });
    bus.publish(event(6));
    await vi.waitFor(() => expect(listener.created).toHaveBeenCalledWith(event(6)));
  });

  it('tells its listeners when it closes, and then publishes nothing', async () => {
    const bus = await open();
    const listener = recorder();
    bus.subscribe(listener);
    await bus.close();
    expect(listener.closed).toHaveBeenCalledTimes(1);
    expect(() => bus.publish(event(7))).not.toThrow();
    const late = recorder();
    bus.subscribe(late);
    await vi.waitFor(() => expect(late.closed).toHaveBeenCalledTimes(1));
  });

  it('picks a channel of its schema when none is given', async () => {
    const schema = `murmur_t_bus_${randomBytes(6).toString('hex')}`;
    await runAsAdmin(databaseUrl!, `create schema ${schema}`);
    try {
      const url = new URL(databaseUrl!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const [a, b] = await Promise.all([
        openPostgresEventBus(url.toString(), { onError: () => undefined }),
        openPostgresEventBus(databaseUrl!, { onError: () => undefined }),
      ]);
      buses.push(a, b);
      const [onA, onB] = [recorder(), recorder()];
      a.subscribe(onA);
      b.subscribe(onB);
      a.publish(event(8));
      await vi.waitFor(() => expect(onA.created).toHaveBeenCalledWith(event(8)));
      expect(onB.created).not.toHaveBeenCalled();
    } finally {
      await runAsAdmin(databaseUrl!, `drop schema if exists ${schema} cascade`);
    }
  });
});
