import pg from 'pg';
import * as z from 'zod';
import type {
  AccountsEnded,
  EventBus,
  NotificationsChanged,
  PostCreated,
} from '@/backend/events/event-bus';
import { createMemoryEventBus } from '@/backend/events/memory-event-bus';

export interface PostgresEventBusOptions {
  /** The NOTIFY channel; unless set, one per schema, so deployments sharing a database never meet. */
  channel?: string;
  /** Told when the listening connection drops or a publish fails; console.error unless set. */
  onError?: (error: Error) => void;
  /** The first wait before listening again after a drop; doubled each failure up to 30 s. */
  reconnectMs?: number;
}

const maxReconnectMs = 30_000;
export const listenerName = 'murmur-events';

/** What arrives on the channel is checked: any role of the database may NOTIFY on it. */
const postCreatedSchema = z.strictObject({
  postId: z.string().min(1).max(200),
  authorId: z.string().min(1).max(200),
  username: z.string().min(1).max(100),
  createdAt: z.iso.datetime({ offset: true }),
});

/**
 * A notifications change names whose lines changed. A NOTIFY payload holds at most 8000 bytes,
 * so a long list goes in several, of this many ids (of at most 200 characters each) at most.
 */
const userIdsPerNotify = 30;
const notificationsChangedSchema = z.strictObject({
  userIds: z.array(z.string().min(1).max(200)).min(1).max(userIdsPerNotify),
});

const accountsEndedSchema = z
  .strictObject({
    endedUserIds: z.array(z.string().min(1).max(200)).max(userIdsPerNotify),
    endedSessionIds: z.array(z.string().min(1).max(200)).max(userIdsPerNotify).optional(),
  })
  .refine((ended) => ended.endedUserIds.length > 0 || !!ended.endedSessionIds?.length);

/** PostgreSQL's identifiers hold at most 63 bytes (NAMEDATALEN - 1); longer ones it cuts. */
const maxIdentifierBytes = 63;

/**
 * The schema's channel, cut as PostgreSQL would cut it: by UTF-8 bytes, never inside a character,
 * so that the name LISTENed on is the name notifications arrive under.
 */
export function channelOf(schema: string): string {
  let channel = '';
  let bytes = 0;
  for (const char of `murmur_posts.${schema}`) {
    bytes += Buffer.byteLength(char, 'utf8');
    if (bytes > maxIdentifierBytes) break;
    channel += char;
  }
  return channel;
}

type Payload = { post: PostCreated } | { change: NotificationsChanged } | { ended: AccountsEnded };

function parsePayload(payload: string | undefined): Payload | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload ?? '');
  } catch {
    return undefined;
  }
  const post = postCreatedSchema.safeParse(value);
  if (post.success) return { post: post.data };
  const change = notificationsChangedSchema.safeParse(value);
  if (change.success) return { change: change.data };
  const ended = accountsEndedSchema.safeParse(value);
  return ended.success ? { ended: ended.data } : undefined;
}

/**
 * The bus of several server processes on one PostgreSQL database: a publish (or an announce of
 * changed notifications) is a NOTIFY through a small pool of its own, and every process LISTENs
 * on a dedicated connection and hands what arrives to its own streams, its own publishes included. When that connection drops it listens
 * again with backoff, and then tells the streams that events may have been lost, so that their
 * clients reconnect and replay from the store. Resolves once the first LISTEN is in place.
 */
export async function openPostgresEventBus(
  databaseUrl: string,
  {
    channel: chosenChannel,
    onError = (error) => console.error('PostgreSQL event bus:', error),
    reconnectMs = 1_000,
  }: PostgresEventBusOptions = {},
): Promise<EventBus> {
  const local = createMemoryEventBus();
  const publisher = new pg.Pool({
    connectionString: databaseUrl,
    max: 2,
    connectionTimeoutMillis: 5_000,
  });
  publisher.on('error', onError);
  let channel = chosenChannel;
  let listener: pg.Client | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let nextWait = reconnectMs;
  let closed = false;

  async function listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 5_000,
      // Names the connection in pg_stat_activity, for whoever looks at the database.
      application_name: listenerName,
    });
    client.on('notification', (message) => {
      if (message.channel !== channel) return;
      const payload = parsePayload(message.payload);
      if (payload && 'post' in payload) local.deliver(payload.post);
      if (payload && 'change' in payload) local.deliverChange(payload.change);
      if (payload && 'ended' in payload) local.deliverEnded(payload.ended);
    });
    client.on('error', (error) => {
      onError(error);
      dropped(client);
    });
    client.on('end', () => dropped(client));
    try {
      await client.connect();
      if (!channel) {
        const { rows } = await client.query<{ schema: string | null }>(
          'select current_schema() as schema',
        );
        channel = channelOf(rows[0]?.schema ?? 'public');
      }
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
  }

  function dropped(client: pg.Client) {
    if (listener !== client) return;
    listener = undefined;
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    scheduleListen();
  }

  function scheduleListen() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (closed) return;
      listen().then(
        () => {
          nextWait = reconnectMs;
          // Whatever was published while nobody listened is gone: the clients replay it.
          local.interrupt();
        },
        (error: unknown) => {
          onError(error instanceof Error ? error : new Error(String(error)));
          nextWait = Math.min(nextWait * 2, maxReconnectMs);
          scheduleListen();
        },
      );
    }, nextWait);
  }

  await listen();

  const notify = (payload: PostCreated | NotificationsChanged | AccountsEnded) => {
    if (closed) return;
    publisher
      .query('select pg_notify($1, $2)', [channel, JSON.stringify(payload)])
      .catch((error: Error) => onError(error));
  };

  return {
    publish: notify,
    announce({ userIds }) {
      for (let start = 0; start < userIds.length; start += userIdsPerNotify)
        notify({ userIds: userIds.slice(start, start + userIdsPerNotify) });
    },
    endStreams({ endedUserIds, endedSessionIds = [] }) {
      for (let start = 0; start < endedUserIds.length; start += userIdsPerNotify)
        notify({ endedUserIds: endedUserIds.slice(start, start + userIdsPerNotify) });
      for (let start = 0; start < endedSessionIds.length; start += userIdsPerNotify)
        notify({
          endedUserIds: [],
          endedSessionIds: endedSessionIds.slice(start, start + userIdsPerNotify),
        });
    },
    subscribe: (handler) => local.subscribe(handler),
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = undefined;
      client?.removeAllListeners('end');
      await Promise.all([client?.end().catch(() => undefined), publisher.end()]);
      await local.close();
    },
  };
}
