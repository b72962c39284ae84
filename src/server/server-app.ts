import { Hono, type Context } from 'hono';
import { describeOrigin } from '../backend/account/describe-origin';
import { createApp } from '../backend/app';
import { attemptLimit } from '../backend/auth/login-limiter';
import type { PasswordHasher } from '../backend/auth/passwords';
import type { EventBus } from '../backend/events/event-bus';
import { defaultEventStreamsMax } from '../backend/events/live-feed';
import type { StreamCounter } from '../backend/events/stream-counter';
import type { RateLimiter } from '../backend/limits/rate-limiter';
import { defaultWriteLimits, type WriteLimits } from '../backend/limits/write-limits';
import { answerError, faultAnswer } from '../backend/http/error-answers';
import type { PicturePipeline } from '../backend/media/picture-pipeline';
import type { Store } from '../backend/store/port';
import { liveEventLimits, serverMessages, type RegistrationMode } from '../contract';
import { defaultHashingLimit, limitHashing, type HashingLimit } from './auth/hashing-limit';
import type { AddressLimits } from './address-limit-config';
import { clientAddressResolver } from './http/client-address';
import { refuseOddPaths } from './http/refuse-odd-paths';
import { mastodonStreamingRoute } from './http/mastodon-streaming';
import { logRequests } from './http/request-log';
import { noteRequest } from './http/request-notes';
import { addSecurityHeaders } from './http/security-headers';
import { renderFirstPages } from './http/first-page';
import { publicPages } from './public-pages/public-routes';
import { mediaLength } from './media/media-length';
import { serveWebBuild, type WebBuild } from './http/static-site';
import { addStrictTransportSecurity } from './http/strict-transport';
import type { Logger } from './logger';
import { watchApp } from './metrics/app-gauges';
import type { Metrics } from './metrics/metrics';
import { serveMetrics } from './metrics/metrics-route';
import { measureRequests } from './metrics/request-metrics';
import type { MediaConfig } from './media-config';
import { createFileMediaStore } from './media/file-media-store';
import { serveMedia } from './media/serve-media';
import type { ServerMediaStore } from './media/server-media-store';

/** The Node host takes JSON bodies up to 1 MB: media come through POST /api/media instead. */
export const maxJsonBytes = 1024 * 1024;

export interface ServerAppOptions {
  store: Store;
  passwords: PasswordHasher;
  tokenSecret: Uint8Array;
  /** The built web app; undefined when it is not built (the API still runs). */
  web: WebBuild | undefined;
  /** Uploads are written and served from here (DATA_DIR/media) unless mediaStore is set. */
  mediaDir: string;
  /** Keeps and serves uploads: mediaDir without quota or free-space floor unless set. */
  mediaStore?: ServerMediaStore;
  /** What uploads go through before they are kept (sharp); kept as they come unless set. */
  pictures?: PicturePipeline;
  logger: Logger;
  /** Proxies in front that append to X-Forwarded-For (TRUST_PROXY); 0 unless set. */
  trustProxy?: number;
  /** Who sent the request; from the socket (and trustProxy) unless a test says otherwise. */
  clientAddress?: (c: Context) => string;
  /** Login and signup attempts allowed per client address; 30 a minute unless set. */
  attemptLimit?: { maxFailures: number; windowMs: number };
  rateLimiter?: RateLimiter;
  /** Counts the event streams of each address across processes; this process's memory unless set. */
  streamCounter?: StreamCounter;
  /** Writes allowed per account and client address; the defaults unless set. */
  writeLimits?: WriteLimits;
  /**
   * Reads and event streams allowed per client address (the settings' defaults in
   * address-limit-config.ts); none unless set, as for the tests that drive it from one address.
   */
  addressLimits?: AddressLimits;
  /** How many password hashes run and wait at once; 4 and 64 unless set. */
  hashingLimit?: HashingLimit;
  /** Event streams this process holds open in all (EVENT_STREAMS_MAX); the API's default unless set. */
  eventStreamsMax?: number;
  /** The most items a whole-list answer holds (LIST_CAP); the API's default unless set. */
  listCap?: number;
  events?: EventBus;
  guestAccount?: boolean;
  registrations?: RegistrationMode;
  invitesByUsers?: boolean;
  unsolicitedPerHour?: number;
  now?: () => Date;
  /** PUBLIC_URL, REQUIRE_VERIFIED_EMAIL and the sender to wake (mail-sender.ts). */
  mail?: { publicUrl: string; requireVerifiedEmail: boolean; onMailQueued: () => void };
  /** Told after the API queued a job, to wake this process's worker (jobs/job-worker.ts). */
  onJobQueued?: () => void;
  /** MEDIA_QUOTA_PER_ACCOUNT_MB (in bytes) and REQUIRE_ALT_TEXT; no share and no rule unless set. */
  media?: Partial<MediaConfig>;
  /** Counts requests and serves GET /metrics to a bearer of the token (METRICS_TOKEN); off unless set. */
  metrics?: { metrics: Metrics; token: string };
}

export { socketAddress } from './http/client-address';

function eventStreamLimitsOf(options: ServerAppOptions) {
  const perAddress = options.addressLimits && {
    perAddress: options.addressLimits.eventStreams,
    guestPerAddress: options.addressLimits.guestEventStreams,
  };
  return {
    perUser: liveEventLimits.streamsPerUser,
    total: options.eventStreamsMax ?? defaultEventStreamsMax,
    ...perAddress,
  };
}

/**
 * Everything the Node host answers on its one port: the API under /api (the same createApp the
 * browser host runs), uploads under /media and the built web app for every other path.
 */
export function createServerApp(options: ServerAppOptions) {
  const { logger } = options;
  const media = options.mediaStore ?? createFileMediaStore(options.mediaDir);
  const api = createApp({
    store: options.store,
    passwords: limitHashing(options.passwords, options.hashingLimit ?? defaultHashingLimit),
    tokenSecret: options.tokenSecret,
    maxJsonBytes,
    media,
    ...(options.pictures ? { pictures: options.pictures } : {}),
    clientAddress: options.clientAddress ?? clientAddressResolver(options.trustProxy ?? 0),
    attemptLimit: options.attemptLimit ?? attemptLimit,
    writeLimits: options.writeLimits ?? defaultWriteLimits,
    ...(options.rateLimiter ? { rateLimiter: options.rateLimiter } : {}),
    ...(options.streamCounter ? { streamCounter: options.streamCounter } : {}),
    reportError: (error) => logger.error('Unexpected API failure', error),
    noteRequest,
    describeOrigin,
    ...(options.now ? { now: options.now } : {}),
    ...(options.listCap ? { listCap: options.listCap } : {}),
    ...(options.events ? { events: options.events } : {}),
    eventStreamLimits: eventStreamLimitsOf(options),
    ...(options.addressLimits?.readsPerMinute
      ? { readsPerMinute: options.addressLimits.readsPerMinute }
      : {}),
    ...(options.guestAccount === false ? { guestAccount: false } : {}),
    ...(options.registrations ? { registrations: options.registrations } : {}),
    ...(options.invitesByUsers ? { invitesByUsers: true } : {}),
    ...(options.unsolicitedPerHour ? { unsolicitedPerHour: options.unsolicitedPerHour } : {}),
    ...options.mail,
    ...options.media,
    ...(options.onJobQueued ? { onJobQueued: options.onJobQueued } : {}),
  });

  const app = new Hono();
  if (options.metrics) watchApp(options.metrics.metrics, api, options.store);
  app.use(
    ...(options.metrics ? [measureRequests(options.metrics.metrics)] : []),
    logRequests(logger, options.trustProxy ?? 0),
    addSecurityHeaders,
    addStrictTransportSecurity(options.trustProxy ?? 0),
  );
  app.use(refuseOddPaths);
  app.route('/', serveMetrics(options.metrics));
  const streaming = mastodonStreamingRoute(app, api.mastodonStreaming);
  app.route('/', streaming.route);
  // The API answers every /api path itself, its JSON 404 included: never the app's page.
  app.all('/api', (c) => api.fetch(c.req.raw, c.env));
  app.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  // OAuth's token and revocation endpoints; /oauth/authorize is the web app's consent page.
  app.all('/oauth/token', (c) => api.fetch(c.req.raw, c.env));
  app.all('/oauth/revoke', (c) => api.fetch(c.req.raw, c.env));
  app.route('/', serveMedia(media));
  app.route(
    '/',
    publicPages({
      api: (request, env) => api.fetch(request, env),
      users: options.store.users,
      publicUrl: options.mail?.publicUrl,
      lengthOf: mediaLength(media),
      now: options.now ?? (() => new Date()),
      logger,
    }),
  );
  app.use(renderFirstPages(options.web, api, logger));
  app.use(serveWebBuild(options.web));
  app.notFound((c) => c.text(serverMessages.pageNotFound, 404));
  app.onError((error, c) => {
    logger.error(`${c.req.method} ${new URL(c.req.url).pathname} failed`, error);
    return answerError(c, faultAnswer);
  });
  return Object.assign(app, {
    /** Hands the HTTP server's upgrade requests to the app: Mastodon's streaming API. */
    acceptWebSockets: streaming.injectWebSocket,
  });
}
