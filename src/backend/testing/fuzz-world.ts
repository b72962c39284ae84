import { expect } from 'vitest';
import { errorCodes } from '@/contract';
import { createTokenService } from '../auth/tokens';
import { createMemoryStore, type MemoryStore } from '../store/memory-store';
import { createTestApi, type TestApi } from './test-api';

/**
 * The fuzz tests' world and their one check: a seeded store with tokens of every kind, requests
 * described symbolically, and sendAndCheck, which holds every answer to the API's promises.
 */

// ---------------------------------------------------------------------------------------------
// The world each property run starts from: a seeded store and tokens of every kind.

export const tokenKinds = [
  'guest',
  'maya',
  'revoked',
  'expired',
  'ghostUser',
  'unknownSession',
  'foreignSecret',
  'algNone',
  'tampered',
] as const;
export type TokenKind = (typeof tokenKinds)[number];

export interface World {
  api: TestApi;
  store: MemoryStore;
  tokens: Record<TokenKind, string>;
}

const base64url = (text: string) =>
  btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

export async function makeWorld(): Promise<World> {
  const store = createMemoryStore();
  const api = await createTestApi({ store });
  const now = new Date('2026-11-21T12:00:00Z');
  const inAWeek = new Date(now.getTime() + 7 * 24 * 3600 * 1000);
  const signer = createTokenService(api.tokenSecret);

  const guest = await api.login('guest');
  const maya = await api.login('maya.clay');
  const revoked = await api.login('tariq.codes');
  const logout = await api.call('POST', '/api/auth/logout', { token: revoked });
  if (logout.status !== 200) throw new Error(`logout answered ${logout.status}`);
  // A live session whose user does not exist.
  await store.sessions.insert({
    _id: 'ghost-session',
    userId: 'ghost-user',
    createdAt: '2026-11-21T09:30:00.000+00:00',
    expiresAt: '2026-12-21T09:30:00.000+00:00',
    revokedAt: null,
  });
  const [header = '', payload = '', signature = ''] = guest.split('.');
  const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;

  return {
    api,
    store,
    tokens: {
      guest,
      maya,
      revoked,
      expired: await signer.sign(
        { _id: '8', username: 'guest', sessionId: 'whatever' },
        new Date(now.getTime() - 1000),
        new Date(now.getTime() - 100_000),
      ),
      ghostUser: await signer.sign(
        { _id: 'ghost-user', username: 'ghost', sessionId: 'ghost-session' },
        inAWeek,
        now,
      ),
      unknownSession: await signer.sign(
        { _id: '8', username: 'guest', sessionId: 'no-such-session' },
        inAWeek,
        now,
      ),
      foreignSecret: await createTokenService(new Uint8Array(32).fill(9)).sign(
        { _id: '8', username: 'guest', sessionId: 'whatever' },
        inAWeek,
        now,
      ),
      algNone: `${base64url('{"alg":"none","typ":"JWT"}')}.${payload}.`,
      tampered: `${header}.${payload}.${flipped}`,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Requests, described symbolically so that fast-check can show and shrink them.

export type Auth =
  | { kind: 'none' }
  | { kind: 'token'; token: TokenKind; prefix: string }
  | { kind: 'raw'; value: string };

export interface HostileRequest {
  method: string;
  path: string;
  auth: Auth;
  headers: Record<string, string>;
  body?: string;
}

// ---------------------------------------------------------------------------------------------
// Sending and checking.

function authorizationValue(world: World, auth: Auth): string | undefined {
  if (auth.kind === 'none') return undefined;
  if (auth.kind === 'raw') return auth.value;
  return auth.prefix + world.tokens[auth.token];
}

const describeRequest = (request: HostileRequest) =>
  `${request.method} ${request.path.slice(0, 200)} auth=${JSON.stringify(request.auth)} headers=${JSON.stringify(
    request.headers,
  )} body=${request.body === undefined ? '(none)' : JSON.stringify(request.body.slice(0, 200))}`;

export async function sendAndCheck(world: World, request: HostileRequest): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) headers.set(name, value);
  const authorization = authorizationValue(world, request.auth);
  if (authorization !== undefined) headers.set('authorization', authorization);
  const init: RequestInit = { method: request.method, headers };
  if (request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD')
    init.body = request.body;

  const before = world.store.dump();
  const response = await world.api.app.request(request.path, init);
  const text = await response.text();
  const label = `${describeRequest(request)} -> ${response.status} ${text.slice(0, 300)}`;

  expect(response.status, label).toBeLessThan(500);
  expect(response.headers.get('content-type') ?? '', label).toMatch(/^application\/json/);
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    expect.fail(`the answer is not JSON: ${label}`);
  }

  if (response.status >= 400) {
    expect(body, label).toEqual({ errors: [expect.any(String)], code: expect.any(String) });
    const { errors, code } = body as { errors: string[]; code: string };
    expect(errors[0]!.length, label).toBeGreaterThan(0);
    expect(Object.values(errorCodes), label).toContain(code);
    expect(world.store.dump(), `a refused request changed the store: ${label}`).toEqual(before);
  }
  // Nothing a request sends may reach Object.prototype.
  expect(Object.keys(Object.prototype), label).toEqual([]);
  expect(({} as Record<string, unknown>).polluted, label).toBeUndefined();
}

/** One to three requests against a fresh world, sent in order. */
export const runSequence = async (requests: HostileRequest[]) => {
  const world = await makeWorld();
  for (const request of requests) await sendAndCheck(world, request);
};
