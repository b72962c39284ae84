import type { Context } from 'hono';
import { beforeAll } from 'vitest';
import { errorCodes, loadPasswordJudge, type RegistrationMode } from '@/contract';
import { describeOrigin } from '../account/describe-origin';
import { createApp } from '../app';
import { createPbkdf2Hasher } from '../auth/passwords';
import type { EventBus } from '../events/event-bus';
import type { LiveFeedLimits } from '../events/live-feed';
import type { WriteLimits } from '../limits/write-limits';
import type { MediaStore } from '../media/media-store';
import { seedStore } from '../seed/seed';
import { seedData } from '../seed/seed-data';
import type { Store } from '../store/port';
import { openTestStore } from './test-store';

export interface TestApiOptions {
  /** Without one, a fresh store from the registered factory (memory unless set otherwise). */
  store?: Store;
  seed?: boolean;
  /** Starts the fake clock here; tests move it with advance(). */
  startAt?: string;
  /** The most items a whole-list answer holds (the list cap); the app's default unless set. */
  listCap?: number;
  /** The bus new posts go through; the app makes one of its own unless set. */
  events?: EventBus;
  /** Whether the guest account may log in (GUEST_ACCOUNT); true unless set. */
  guestAccount?: boolean;
  /** How people may sign up (REGISTRATIONS), and whether users make invites; open, no. */
  registrations?: RegistrationMode;
  invitesByUsers?: boolean;
  /** Unsolicited mentions and replies per author and hour (LIMIT_UNSOLICITED_PER_HOUR). */
  unsolicitedPerHour?: number;
  /** Takes POST /api/media as the Node host does; no upload route unless set. */
  media?: MediaStore;
  /** Writes allowed per account and per address (x-test-client); none unless set. */
  writeLimits?: WriteLimits;
  /** Reads allowed per address (x-test-client) in a minute; uncounted unless set. */
  readsPerMinute?: number;
  /** Open event streams allowed per account, per address (x-test-client) and in all. */
  eventStreamLimits?: LiveFeedLimits;
  /** REQUIRE_VERIFIED_EMAIL; off unless set. */
  requireVerifiedEmail?: boolean;
  /** REQUIRE_ALT_TEXT; off unless set. */
  requireAltText?: boolean;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

const knownCodes = new Set<string>(Object.values(errorCodes));

/**
 * Every error answer of the API suite is checked as it arrives: `{ errors: [message], code }`
 * with one message and a code of the table (error-codes.ts), whatever else the test looks at.
 */
function expectErrorBody(body: unknown, label: string): void {
  const { errors, code, ...rest } = (body ?? {}) as { errors?: unknown; code?: unknown };
  const oneMessage = Array.isArray(errors) && errors.length === 1 && typeof errors[0] === 'string';
  if (!oneMessage || typeof code !== 'string' || !knownCodes.has(code) || Object.keys(rest).length)
    throw new Error(`${label}: not an error body with a known code: ${JSON.stringify(body)}`);
}

// The password judge's dictionaries load once per test file, before its tests, so that the first
// sign-up of a test is not charged seconds of loading on a busy machine.
beforeAll(() => loadPasswordJudge().then(() => undefined), 60_000);

/** Where the test clock starts unless a test says otherwise. */
export const testClockStart = '2026-11-21T12:00:00Z';
export const minute = 60_000;

/** The instant `ms` after the test clock's start, as the API's timestamps are compared with. */
export const afterStart = (ms: number) => Date.parse(testClockStart) + ms;

function seededUser(username: string) {
  const user = seedData.users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No seeded user ${username}`);
  return user;
}

export const seededPassword = (username: string) => seededUser(username).password;

/** The public summary the API shows for a seeded user in followers, likedBy and the like. */
export function seededSummary(username: string) {
  const { _id, firstName, lastName, avatarUrl } = seededUser(username);
  return { _id, username, firstName, lastName, avatarUrl };
}

/**
 * The API over a fresh store, a fast hasher and a clock the test controls, with helpers that
 * send real HTTP requests through app.request().
 */
export async function createTestApi(options: TestApiOptions = {}) {
  const store = options.store ?? (await openTestStore());
  const passwords = createPbkdf2Hasher(1_000);
  if (options.seed ?? true) await seedStore(store, passwords, seedData);
  let now = new Date(options.startAt ?? testClockStart);
  let idCounter = 0;
  const tokenSecret = new Uint8Array(32).fill(7);
  const app = createApp({
    store,
    passwords,
    tokenSecret,
    now: () => new Date(now),
    newId: () => `id-${String(++idCounter).padStart(4, '0')}`,
    // As the Node host names devices; the demo's "This browser" is tested in the web app.
    describeOrigin,
    ...(options.listCap !== undefined ? { listCap: options.listCap } : {}),
    ...(options.events ? { events: options.events } : {}),
    ...(options.guestAccount !== undefined ? { guestAccount: options.guestAccount } : {}),
    ...(options.registrations ? { registrations: options.registrations } : {}),
    ...(options.invitesByUsers ? { invitesByUsers: true } : {}),
    ...(options.unsolicitedPerHour !== undefined
      ? { unsolicitedPerHour: options.unsolicitedPerHour }
      : {}),
    ...(options.media ? { media: options.media } : {}),
    ...(options.writeLimits ? { writeLimits: options.writeLimits } : {}),
    ...(options.readsPerMinute ? { readsPerMinute: options.readsPerMinute } : {}),
    ...(options.eventStreamLimits ? { eventStreamLimits: options.eventStreamLimits } : {}),
    ...(options.requireVerifiedEmail ? { requireVerifiedEmail: true } : {}),
    ...(options.requireAltText ? { requireAltText: true } : {}),
    // Limits that count per address (writes, mail) read it from this header.
    clientAddress: (c: Context) => c.req.header('x-test-client') ?? 'test-client',
  });

  async function call<T = any>(
    method: string,
    path: string,
    init: {
      token?: string;
      body?: unknown;
      rawBody?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = init.token;
    let body: string | undefined = init.rawBody;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    const response = await app.request(path, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const text = await response.text();
    const answer: unknown = text ? JSON.parse(text) : undefined;
    if (response.status >= 400) expectErrorBody(answer, `${method} ${path} -> ${response.status}`);
    return { status: response.status, body: answer as T, headers: response.headers };
  }

  async function login(username: string, password = seededPassword(username)): Promise<string> {
    const answer = await call<{ encodedToken: string }>('POST', '/api/auth/login', {
      body: { username, password },
    });
    if (answer.status !== 200) throw new Error(`login ${username} answered ${answer.status}`);
    return answer.body.encodedToken;
  }

  return {
    app,
    store,
    passwords,
    tokenSecret,
    call,
    login,
    advance: (ms: number) => void (now = new Date(now.getTime() + ms)),
  };
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** A fresh test API and the token of one seeded person: how most tests of a write begin. */
export async function createTestApiAs(username: string, options?: TestApiOptions) {
  const api = await createTestApi(options);
  return { api, token: await api.login(username) };
}
