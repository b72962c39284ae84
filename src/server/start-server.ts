import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import type { EventBus } from '../backend/events/event-bus';
import { createMemoryEventBus } from '../backend/events/memory-event-bus';
import type { Store } from '../backend/store/port';
import { createScryptHasher } from './auth/scrypt-hasher';
import { purgeEndedSessions, sessionPurgeIntervalMs } from './auth/session-purge';
import { guestResetIntervalMs, resetGuestPeriodically } from './guest/guest-reset';
import { createFileMediaStore } from './media/file-media-store';
import { sweepOrphanMedia } from './media/orphan-sweep';
import { loadOrCreateTokenSecret, secretFileName } from './auth/token-secret';
import type { ServerConfig } from './config';
import { openStore } from './database/open-store';
import { openPostgresEventBus } from './events/postgres-event-bus';
import { createPostgresRateLimiter } from './limits/postgres-rate-limiter';
import { closeConnectionsGently } from './http/lingering-close';
import { loadWebBuild } from './http/static-site';
import type { Logger } from './logger';
import { seedWorld } from './seed/seed-world';
import { createServerApp } from './server-app';
import { closeServer } from './shutdown';
import { serverClock } from './test-clock';

export interface RunningServer {
  /** Where it listens, with the port it got (PORT=0 picks a free one). */
  url: string;
  /**
   * Graceful stop: no new connections, event streams end, in-flight requests finish (bounded),
   * then the store closes.
   */
  stop(): Promise<'drained' | 'forced'>;
}

async function tokenSecretFor(config: ServerConfig, logger: Logger) {
  if (config.jwtSecret) return config.jwtSecret;
  const { secret, created, tightened } = await loadOrCreateTokenSecret(config.dataDir);
  if (created)
    logger.info(`Generated a token signing key in ${join(config.dataDir, secretFileName)}`);
  if (tightened) logger.warn(`${secretFileName} was readable by others: its mode is now 0600`);
  return secret;
}

function listen(server: Server, port: number, host: string) {
  return new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** One process on SQLite; on PostgreSQL the processes sharing the database hear each other. */
function openEventBus(config: ServerConfig, logger: Logger): Promise<EventBus> {
  if (!config.databaseUrl) return Promise.resolve(createMemoryEventBus());
  return openPostgresEventBus(config.databaseUrl, {
    onError: (error) => logger.error('PostgreSQL event bus', error),
  });
}

const urlOf = ({ address, port }: AddressInfo, host: string) => {
  const name = host === 'localhost' ? host : address.includes(':') ? `[${address}]` : address;
  return `http://${name}:${port}`;
};

/** Opens the store (seeding an empty one), builds the app and listens on HOST:PORT. */
export async function startServer(
  config: ServerConfig,
  logger: Logger,
  webRoot: string,
): Promise<RunningServer> {
  const tokenSecret = await tokenSecretFor(config, logger);
  const clock = serverClock(config.testClockSpeed);
  if (clock.speed !== 1)
    logger.warn(`MURMUR_TEST_CLOCK_SPEED: the clock runs ${clock.speed} times fast (tests only)`);
  const store: Store = await openStore({
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    onError: (error) => logger.error('PostgreSQL dropped an idle connection', error),
    postgres: { poolMax: config.pgPoolMax, statementTimeoutMs: config.pgStatementTimeoutMs },
  });
  let events: EventBus | undefined;
  // On PostgreSQL every process counts the login and write limits in the database; on SQLite the
  // one process counts them in memory.
  const rateLimiter = config.databaseUrl
    ? createPostgresRateLimiter(config.databaseUrl, {
        onError: (error) => logger.error('PostgreSQL rate limiter', error),
        now: clock.now,
      })
    : undefined;
  try {
    events = await openEventBus(config, logger);
    // Seeding hashes without the app's hashing limit: nothing else is running yet.
    const passwords = createScryptHasher();
    if (config.seed && (await seedWorld(store, passwords)))
      logger.info('Seeded the empty database with the sample data');
    const web = await loadWebBuild(webRoot, { sourceMaps: config.serveSourceMaps });
    if (!web?.index) logger.warn(`No built web app in ${webRoot}: only the API is served`);
    const mediaDir = join(config.dataDir, 'media');
    const mediaStore = createFileMediaStore(mediaDir, config.mediaLimits);
    const app = createServerApp({
      store,
      passwords,
      tokenSecret,
      web,
      mediaDir,
      mediaStore,
      logger,
      trustProxy: config.trustProxy,
      attemptLimit: { maxFailures: config.authAttemptsPerMinute, windowMs: 60_000 },
      writeLimits: config.writeLimits,
      ...(rateLimiter ? { rateLimiter } : {}),
      listCap: config.listCap,
      eventStreamsMax: config.eventStreamsMax,
      events,
      guestAccount: config.guestAccount,
      now: clock.now,
    });
    // Without a createServer option the adaptor makes a plain node:http server.
    const server = createAdaptorServer({ fetch: app.fetch }) as Server;
    closeConnectionsGently(server);
    const address = await listen(server, config.port, config.host);
    const hourly = { now: clock.now, intervalMs: sessionPurgeIntervalMs / clock.speed };
    const stopPurge = purgeEndedSessions(store, logger, hourly);
    const stopSweep = sweepOrphanMedia(store, mediaStore, logger);
    const stopGuestReset = config.guestAccount
      ? resetGuestPeriodically(store, logger, {
          now: clock.now,
          intervalMs: guestResetIntervalMs / clock.speed,
        })
      : () => Promise.resolve();
    return {
      url: urlOf(address, config.host),
      async stop() {
        const closing = closeServer(server);
        // Event streams never finish by themselves: end them so that the server can drain.
        await events?.close();
        const outcome = await closing;
        await Promise.all([stopPurge(), stopSweep(), stopGuestReset()]);
        await store.close();
        await rateLimiter?.close();
        return outcome;
      },
    };
  } catch (error) {
    await events?.close();
    await store.close();
    await rateLimiter?.close();
    throw error;
  }
}
