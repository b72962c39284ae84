// What a server process opens besides its HTTP server (the token key, the store, the event bus
// and the rate limiter, each chosen by the database, SQLite or PostgreSQL, and by the process's
// place, a lone server or a cluster worker), and the one-time work a cluster does before its
// workers start.
import { join } from 'node:path';
import type { EventBus } from '../backend/events/event-bus';
import { createMemoryEventBus } from '../backend/events/memory-event-bus';
import type { RateLimiter } from '../backend/limits/rate-limiter';
import type { Store } from '../backend/store/port';
import { createScryptHasher } from './auth/scrypt-hasher';
import { loadOrCreatePostgresTokenSecret } from './auth/postgres-token-secret';
import { loadOrCreateTokenSecret, secretFileName } from './auth/token-secret';
import type { WorkerPlace } from './cluster/cluster-messages';
import { createWorkerEventBus } from './cluster/worker-event-bus';
import { createWorkerRateLimiter } from './cluster/worker-rate-limiter';
import type { ServerConfig } from './config';
import { openStore, type StoreConfig } from './database/open-store';
import { openPostgresEventBus } from './events/postgres-event-bus';
import { createPostgresStreamCounter } from './events/postgres-stream-counter';
import { createWorkerStreamCounter } from './cluster/worker-stream-counter';
import type { StreamCounter } from '../backend/events/stream-counter';
import { createPostgresRateLimiter } from './limits/postgres-rate-limiter';
import type { Logger } from './logger';
import { seedWorld } from './seed/seed-world';

/**
 * The token signing key: JWT_SECRET, else the one kept in the database on PostgreSQL (so that
 * servers on several machines agree with no setting) or in DATA_DIR on SQLite, made on the first
 * start. On PostgreSQL the store must be open (migrated) first.
 */
export async function tokenSecretFor(config: ServerConfig, logger: Logger) {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.databaseUrl) {
    const { secret, created } = await loadOrCreatePostgresTokenSecret(config.databaseUrl);
    if (created) logger.info('Generated a token signing key in the database (token_key)');
    return secret;
  }
  const { secret, created, tightened } = await loadOrCreateTokenSecret(config.dataDir);
  if (created)
    logger.info(`Generated a token signing key in ${join(config.dataDir, secretFileName)}`);
  if (tightened) logger.warn(`${secretFileName} was readable by others: its mode is now 0600`);
  return secret;
}

/**
 * How this process's events reach the streams of the others: on PostgreSQL through the database
 * (every process of the deployment); on SQLite a cluster worker's go through its primary, and a
 * lone server's stay in its memory.
 */
export function openEventBus(
  config: ServerConfig,
  logger: Logger,
  worker?: WorkerPlace,
): Promise<EventBus> {
  if (config.databaseUrl)
    return openPostgresEventBus(config.databaseUrl, {
      onError: (error) => logger.error('PostgreSQL event bus', error),
    });
  return Promise.resolve(worker ? createWorkerEventBus(worker.primary) : createMemoryEventBus());
}

/**
 * Where the login and write limits count: on PostgreSQL in the database, so that every process
 * shares the counts; on SQLite in a cluster's primary, or (undefined) in the lone server's memory.
 */
export function openRateLimiter(
  config: ServerConfig,
  logger: Logger,
  now: () => Date,
  worker?: WorkerPlace,
): (RateLimiter & { close(): unknown }) | undefined {
  if (config.databaseUrl)
    return createPostgresRateLimiter(config.databaseUrl, {
      onError: (error) => logger.error('PostgreSQL rate limiter', error),
      now,
    });
  return worker ? createWorkerRateLimiter(worker.primary) : undefined;
}

/**
 * Where the open event streams of each client address count: on PostgreSQL in the database, with
 * a lease each server renews; on SQLite in a cluster's primary, or (undefined) in the lone
 * server's memory.
 */
export function openStreamCounter(
  config: ServerConfig,
  logger: Logger,
  worker?: WorkerPlace,
): (StreamCounter & { close(): unknown }) | undefined {
  if (config.databaseUrl)
    return createPostgresStreamCounter(config.databaseUrl, {
      leaseMs: config.eventStreamLeaseSeconds * 1000,
      onError: (error) => logger.error('PostgreSQL stream counter', error),
    });
  return worker ? createWorkerStreamCounter(worker.primary) : undefined;
}

export const storeConfigOf = (config: ServerConfig, logger: Logger): StoreConfig => ({
  dataDir: config.dataDir,
  ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
  onError: (error) => logger.error('PostgreSQL dropped an idle connection', error),
  postgres: { poolMax: config.pgPoolMax, statementTimeoutMs: config.pgStatementTimeoutMs },
});

/** Fills an empty database with the sample data (SEED); hashing without the app's limit. */
export async function seedWhenEmpty(config: ServerConfig, store: Store, logger: Logger) {
  if (config.seed && (await seedWorld(store, createScryptHasher())))
    logger.info('Seeded the empty database with the sample data');
}

/**
 * What a cluster does once, in a short-lived worker, before its serving workers start (so that
 * they do not race for it): makes the token key, migrates the database and seeds it when empty.
 */
export async function prepareData(config: ServerConfig, logger: Logger): Promise<void> {
  const store = await openStore(storeConfigOf(config, logger));
  try {
    await tokenSecretFor(config, logger);
    await seedWhenEmpty(config, store, logger);
  } finally {
    await store.close();
  }
}
