import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import type { EventBus } from '../backend/events/event-bus';
import { jobHandlers } from '../backend/jobs/job-handlers';
import type { Store } from '../backend/store/port';
import { hashingLimitFor } from './auth/hashing-limit';
import { createScryptHasher } from './auth/scrypt-hasher';
import { forgetFreedUsernamesPeriodically } from './auth/freed-usernames';
import { purgeEndedSessions, sessionPurgeIntervalMs } from './auth/session-purge';
import type { ServerConfig } from './config';
import { openStore } from './database/open-store';
import { openPostgresJobTurns } from './database/postgres-job-turns';
import { forgetQuietTimelinesPeriodically } from './database/quiet-timelines';
import { guestResetIntervalMs, resetGuestPeriodically } from './guest/guest-reset';
import { closeConnectionsGently } from './http/lingering-close';
import { loadWebBuild } from './http/static-site';
import { purgeFinishedJobs } from './jobs/job-purge';
import { startJobWorker } from './jobs/job-worker';
import type { Logger } from './logger';
import { startMailSender } from './mail/mail-sender';
import { purgeSentMail } from './mail/mail-purge';
import { createLogTransport, createSmtpTransport } from './mail/mail-transport';
import { openMediaStore } from './media/open-media-store';
import { sweepOrphanMedia } from './media/orphan-sweep';
import type { ServerMediaStore } from './media/server-media-store';
import { createSharpPictures } from './media/sharp-pictures';
import { watchJobs } from './metrics/job-metrics';
import { createMetrics } from './metrics/metrics';
import { createServerApp } from './server-app';
import {
  openEventBus,
  openRateLimiter,
  openStreamCounter,
  seedWhenEmpty,
  storeConfigOf,
  tokenSecretFor,
} from './server-services';
import { closeServer } from './shutdown';
import type { WorkerPlace } from './cluster/cluster-messages';
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

function listen(server: Server, port: number, host: string) {
  return new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

const urlOf = ({ address, port }: AddressInfo, host: string) => {
  const name = host === 'localhost' ? host : address.includes(':') ? `[${address}]` : address;
  return `http://${name}:${port}`;
};

/**
 * Opens the store (seeding an empty one, unless a cluster's preparing worker did), builds the app and
 * listens on HOST:PORT (a cluster worker shares the primary's).
 */
export async function startServer(
  config: ServerConfig,
  logger: Logger,
  webRoot: string,
  worker?: WorkerPlace,
): Promise<RunningServer> {
  const clock = serverClock(config.testClockSpeed);
  if (clock.speed !== 1)
    logger.warn(`MURMUR_TEST_CLOCK_SPEED: the clock runs ${clock.speed} times fast (tests only)`);
  const metrics = config.metricsToken ? createMetrics() : undefined;
  const store: Store = await openStore({
    ...storeConfigOf(config, logger),
    ...(metrics ? { watch: metrics.queryWatch } : {}),
  });
  let events: EventBus | undefined;
  const rateLimiter = openRateLimiter(config, logger, clock.now, worker);
  const streamCounter = openStreamCounter(config, logger, worker);
  let stopMail = () => Promise.resolve();
  let stopWorker = () => Promise.resolve();
  try {
    // After the store, whose migrations make PostgreSQL's token_key table.
    const tokenSecret = await tokenSecretFor(config, logger);
    events = await openEventBus(config, logger, worker);
    if (!worker) await seedWhenEmpty(config, store, logger);
    const passwords = createScryptHasher();
    const web = await loadWebBuild(webRoot, { sourceMaps: config.serveSourceMaps });
    if (!web?.index) logger.warn(`No built web app in ${webRoot}: only the API is served`);
    const mediaDir = join(config.dataDir, 'media');
    const mediaStore = await openMediaStore(config, mediaDir);
    // Every process sends: the API wakes its own sender, and their claims never overlap.
    const mailer = startMailSender(
      store,
      config.mail.smtpUrl
        ? createSmtpTransport(config.mail.smtpUrl, config.mail.from)
        : createLogTransport(logger),
      logger,
      {
        now: clock.now,
        ...(metrics ? { onFailure: (outcome) => metrics.mailFailures.inc({ outcome }) } : {}),
      },
    );
    stopMail = () => mailer.stop();
    // Every process runs the job queue's worker too, woken by its own API.
    const jobFailed = metrics && watchJobs(metrics, store);
    const jobs = startJobWorker(store, jobHandlers({ store, media: mediaStore }), logger, {
      now: clock.now,
      ...config.jobs,
      ...(jobFailed ? { onFailure: jobFailed } : {}),
    });
    stopWorker = () => jobs.stop();
    const app = createServerApp({
      store,
      passwords,
      tokenSecret,
      web,
      mediaDir,
      mediaStore,
      pictures: metrics ? metrics.timedPictures(createSharpPictures()) : createSharpPictures(),
      logger,
      trustProxy: config.trustProxy,
      hashingLimit: hashingLimitFor(worker ? config.workers : 1),
      attemptLimit: { maxFailures: config.authAttemptsPerMinute, windowMs: 60_000 },
      writeLimits: config.writeLimits,
      addressLimits: config.addressLimits,
      ...(rateLimiter ? { rateLimiter } : {}),
      ...(streamCounter ? { streamCounter } : {}),
      listCap: config.listCap,
      eventStreamsMax: config.eventStreamsMax,
      events,
      guestAccount: config.guestAccount,
      registrations: config.registrations,
      invitesByUsers: config.invitesByUsers,
      unsolicitedPerHour: config.unsolicitedPerHour,
      now: clock.now,
      media: config.media,
      ...(metrics && config.metricsToken
        ? { metrics: { metrics, token: config.metricsToken } }
        : {}),
      mail: {
        publicUrl: config.mail.publicUrl,
        requireVerifiedEmail: config.mail.requireVerifiedEmail,
        onMailQueued: () => mailer.wake(),
      },
      onJobQueued: () => jobs.wake(),
    });
    // Without a createServer option the adaptor makes a plain node:http server.
    const server = createAdaptorServer({ fetch: app.fetch }) as Server;
    app.acceptWebSockets(server);
    closeConnectionsGently(server);
    const address = await listen(server, config.port, config.host);
    // In a cluster one worker runs the periodic jobs for all; on PostgreSQL the servers of the
    // deployment also take turns at them (postgres-job-turns.ts), so each runs once per interval.
    const stopJobs =
      !worker || worker.slot === 0
        ? startPeriodicJobs(config, { store, mediaStore, logger, clock })
        : () => Promise.resolve();
    return {
      url: urlOf(address, config.host),
      async stop() {
        const closing = closeServer(server);
        // Event streams never finish by themselves: end them so that the server can drain.
        await events?.close();
        const outcome = await closing;
        await stopJobs();
        await stopMail();
        await stopWorker();
        await store.close();
        await rateLimiter?.close();
        await streamCounter?.close();
        return outcome;
      },
    };
  } catch (error) {
    await events?.close();
    await stopMail();
    await stopWorker();
    await store.close();
    await rateLimiter?.close();
    await streamCounter?.close();
    throw error;
  }
}

/**
 * The session purge, the quiet readers' timelines, the freed usernames, the orphan media sweep,
 * the sent mail's and finished jobs' purges and the guest's reset; answers how to stop them.
 */
function startPeriodicJobs(
  config: ServerConfig,
  {
    store,
    mediaStore,
    logger,
    clock,
  }: {
    store: Store;
    mediaStore: ServerMediaStore;
    logger: Logger;
    clock: ReturnType<typeof serverClock>;
  },
): () => Promise<unknown> {
  const jobTurns = config.databaseUrl
    ? openPostgresJobTurns(config.databaseUrl, {
        onError: (error) => logger.error('Taking a periodic job turn failed', error),
      })
    : undefined;
  const turns = jobTurns?.turns;
  const hourly = { now: clock.now, intervalMs: sessionPurgeIntervalMs / clock.speed, turns };
  const stopPurge = purgeEndedSessions(store, logger, hourly);
  const stopForgetting = forgetQuietTimelinesPeriodically(store, logger, hourly);
  const stopFreeing = forgetFreedUsernamesPeriodically(store, logger, hourly);
  const stopSweep = sweepOrphanMedia(store, mediaStore, logger, { turns });
  const stopMailPurge = purgeSentMail(store, logger, hourly);
  const stopJobPurge = purgeFinishedJobs(store, logger, hourly);
  const stopGuestReset = config.guestAccount
    ? resetGuestPeriodically(store, logger, {
        now: clock.now,
        intervalMs: guestResetIntervalMs / clock.speed,
        turns,
      })
    : () => Promise.resolve();
  return async () => {
    await Promise.all([
      stopPurge(),
      stopForgetting(),
      stopFreeing(),
      stopSweep(),
      stopMailPurge(),
      stopJobPurge(),
      stopGuestReset(),
    ]);
    await jobTurns?.close();
  };
}
