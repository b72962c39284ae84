import type { Context } from 'hono';
import {
  liveEventLimits,
  loadPasswordJudge,
  paging,
  type EndpointName,
  type JudgePassword,
  type RegistrationMode,
} from '../contract';
import { thisBrowser, type OriginDescriber } from './account/session-origin';
import type { PasswordHasher } from './auth/passwords';
import type { EventBus } from './events/event-bus';
import { defaultEventStreamsMax, type LiveFeedLimits } from './events/live-feed';
import { createMemoryEventBus } from './events/memory-event-bus';
import { createSessionStreams, type SessionStreams } from './events/session-streams';
import { createMemoryStreamCounter, type StreamCounter } from './events/stream-counter';
import { createMemoryRateLimiter } from './limits/memory-rate-limiter';
import type { RateLimiter } from './limits/rate-limiter';
import type { WriteLimits } from './limits/write-limits';
import type { MediaStore } from './media/media-store';
import type { PicturePipeline } from './media/picture-pipeline';
import type { Store } from './store/port';
import { formatTimestamp } from './timestamps';

/** What the API tells its host of a request it answered, for the host's request log. */
export interface RequestNote {
  /** The row of the endpoint table that answered; unset when none did (a 404 of the API). */
  row: EndpointName | undefined;
  /** The user whose valid token came with the request; unset for anonymous. */
  userId: string | undefined;
}

/** What differs between the hosts the backend runs in. */
export interface AppDeps {
  store: Store;
  passwords: PasswordHasher;
  /** HS256 key for session tokens: at least 32 random bytes. */
  tokenSecret: Uint8Array;
  now?: () => Date;
  newId?: () => string;
  /** How long a login lasts; 7 days unless set. */
  sessionSeconds?: number;
  /** Whether the shared guest account may log in (GUEST_ACCOUNT on the Node host); true unless set. */
  guestAccount?: boolean;
  /** The largest JSON body accepted. The browser host allows data-URL media; Node takes 1 MB. */
  maxJsonBytes?: number;
  /** Who sent the request, for the login limit. The Node host reads the socket's address. */
  clientAddress?: (c: Context) => string;
  /**
   * At most maxFailures login and signup attempts per windowMs from one client address, whatever
   * the usernames (429 past it). Off unless set: the browser host has one client, its own tab.
   */
  attemptLimit?: { maxFailures: number; windowMs: number };
  /**
   * Keeps the login and write limits' counts: in this process's memory unless set; the Node host
   * on PostgreSQL passes one that every process shares.
   */
  rateLimiter?: RateLimiter;
  /**
   * Writes allowed per account and per client address (429 past them). Off unless set: the
   * browser host has one client, its own tab; the Node host reads them from the environment.
   */
  writeLimits?: WriteLimits;
  /**
   * GET and HEAD requests to the API allowed per client address in a minute (429 past it),
   * counted by rateLimiter. Off unless set: the browser host has one client, its own tab.
   */
  readsPerMinute?: number;
  /** Where uploads go: POST /api/media exists only when the host has one (the Node host). */
  media?: MediaStore;
  /**
   * The most items a whole-list answer holds (every post, every user, a user's followers);
   * the paged endpoints serve the rest. LIST_CAP on the Node host; 1,000 unless set.
   */
  listCap?: number;
  /** Told of every failure the API did not expect (answered 500); the Node host logs it. */
  reportError?: (error: unknown) => void;
  /**
   * Told of every request once answered, by the Request it was given: the Node host logs the
   * row and the user with the request's line. Nothing unless set.
   */
  noteRequest?: (request: Request, note: RequestNote) => void;
  /**
   * Carries new posts to the open event streams (GET /api/events): in this process unless set;
   * the Node host on PostgreSQL passes one that crosses processes (LISTEN/NOTIFY). Whoever passes
   * one closes it, which ends the streams.
   */
  events?: EventBus;
  /**
   * Open event streams allowed per account and in all (5 and 1,000 unless set), and per client
   * address (no cap unless set).
   */
  eventStreamLimits?: LiveFeedLimits;
  /**
   * Counts the open event streams of each client address for its caps: in this process's memory
   * unless set; the Node host passes one its cluster or its PostgreSQL database shares.
   */
  streamCounter?: StreamCounter;
  /** How people may sign up (REGISTRATIONS on the Node host); open unless set. */
  registrations?: RegistrationMode;
  /** Whether any user, not only moderators, may make invite codes; false unless set. */
  invitesByUsers?: boolean;
  /**
   * Whether the guest account may hold a role above user: only the in-page demo, where each
   * visitor has a world of their own, allows it. False unless set.
   */
  guestMayModerate?: boolean;
  /**
   * Mentions and replies one author may make notify people who do not follow them, per hour
   * (LIMIT_UNSOLICITED_PER_HOUR); past it those notifications are not made. 50 unless set.
   */
  unsolicitedPerHour?: number;
  /**
   * How the owner's list of sessions names each one's device and address: the Node host parses
   * the User-Agent (account/describe-origin.ts); unless set, every session is "This browser",
   * as in the demo, where they all are.
   */
  describeOrigin?: OriginDescriber;
  /**
   * The instance's address as its people open it (PUBLIC_URL on the Node host, the page's own in
   * the demo), for the links in mail; http://localhost:3000 unless set.
   */
  publicUrl?: string;
  /** Told after a transaction queued mail, so that the host's sender takes it at once. */
  onMailQueued?: () => void;
  /**
   * Told after a transaction queued a job (store/port/jobs.ts), so that the host's worker takes it
   * at once; the demo runs no worker, and queues no job.
   */
  onJobQueued?: () => void;
  /** Whether posting and replying need a confirmed email address (REQUIRE_VERIFIED_EMAIL). */
  requireVerifiedEmail?: boolean;
  /**
   * The most bytes one account's uploads may take together (MEDIA_QUOTA_PER_ACCOUNT_MB on the Node
   * host), so that no account fills the instance's quota for everyone; unlimited unless set.
   */
  accountMediaQuotaBytes?: number;
  /** Whether every picture and video of a post needs a description (REQUIRE_ALT_TEXT). */
  requireAltText?: boolean;
  /**
   * What an upload goes through before the media store keeps it (sharp on the Node host); a host
   * without one keeps uploads as they came.
   */
  pictures?: PicturePipeline;
  /**
   * The rule new passwords are judged by, with its estimator (zxcvbn): its dictionaries weigh
   * hundreds of KB, so both hosts load it on first use unless set.
   */
  passwordJudge?: () => Promise<JudgePassword>;
}

export type ResolvedDeps = Required<
  Omit<AppDeps, 'media' | 'pictures' | 'attemptLimit' | 'writeLimits' | 'readsPerMinute'>
> &
  Pick<AppDeps, 'media' | 'pictures' | 'attemptLimit' | 'writeLimits' | 'readsPerMinute'> & {
    /** The clock's now in the API's timestamp form. */
    timestamp: () => string;
    /** The open event streams of each session: a logout ends them. */
    sessionStreams: SessionStreams;
  };

export function resolveDeps(deps: AppDeps): ResolvedDeps {
  const resolved = {
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
    sessionSeconds: 7 * 24 * 60 * 60,
    guestAccount: true,
    registrations: 'open' as RegistrationMode,
    invitesByUsers: false,
    guestMayModerate: false,
    unsolicitedPerHour: 50,
    describeOrigin: thisBrowser,
    publicUrl: 'http://localhost:3000',
    onMailQueued: () => undefined,
    onJobQueued: () => undefined,
    requireVerifiedEmail: false,
    requireAltText: false,
    accountMediaQuotaBytes: Number.MAX_SAFE_INTEGER,
    passwordJudge: loadPasswordJudge,
    maxJsonBytes: 15 * 1024 * 1024,
    listCap: paging.defaultListCap,
    // The browser host has one client: its own tab.
    clientAddress: () => 'local',
    reportError: (error: unknown) => console.error('Unexpected API failure', error),
    noteRequest: () => undefined,
    eventStreamLimits: { perUser: liveEventLimits.streamsPerUser, total: defaultEventStreamsMax },
    ...deps,
    events: deps.events ?? createMemoryEventBus(),
    streamCounter: deps.streamCounter ?? createMemoryStreamCounter(),
    rateLimiter: deps.rateLimiter ?? createMemoryRateLimiter(deps.now ?? (() => new Date())),
  };
  return {
    ...resolved,
    timestamp: () => formatTimestamp(resolved.now()),
    sessionStreams: createSessionStreams(resolved.events),
  };
}
