import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiEndpoints, type EndpointInfo } from '../contract';
import { createTokenService } from './auth/tokens';
import { createMemoryStore, type MemoryStore } from './store/memory-store';
import { createTestApi, type TestApi } from './testing/test-api';

/**
 * Hostile requests against every endpoint: whatever arrives, the API answers below 500 with JSON,
 * a refusal is { errors: [message] }, and a refused request leaves the store as it was.
 */

// ---------------------------------------------------------------------------------------------
// The world each property run starts from: a seeded store and tokens of every kind.

const tokenKinds = [
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
type TokenKind = (typeof tokenKinds)[number];

interface World {
  api: TestApi;
  store: MemoryStore;
  tokens: Record<TokenKind, string>;
}

const base64url = (text: string) =>
  btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

async function makeWorld(): Promise<World> {
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

type Auth =
  | { kind: 'none' }
  | { kind: 'token'; token: TokenKind; prefix: string }
  | { kind: 'raw'; value: string };

interface HostileRequest {
  method: string;
  path: string;
  auth: Auth;
  headers: Record<string, string>;
  body?: string;
}

/** Printable ASCII: what a Headers value may hold. */
const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 60 });

const hugeString = fc
  .tuple(
    fc.constantFrom('a', 'é', '😀', '<', '\\', ' ', '\u0000'),
    fc.integer({ min: 1_000, max: 120_000 }),
  )
  .map(([unit, count]) => unit.repeat(count));

const existingIds = [
  'p01',
  'p02',
  'p08',
  '2',
  '8',
  '3',
  'c01',
  'guest',
  'maya.clay',
  'tariq.codes',
  'bookmark',
  'edit',
  'user',
  'id-0001',
  'id-0004',
  '1',
];
const nastyFragments = [
  '',
  ' ',
  '../',
  '..',
  '../../etc/passwd',
  '..%2f..%2f',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '\u0000',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  "' OR '1'='1",
  '"; DROP TABLE posts; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '\u202e\u0301',
  '😀👩🏽‍💻',
  '\ud800',
  'p01/',
  'p01?x=1',
  'p01#frag',
  '2/../8',
];

const pathParam = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...existingIds) },
  { weight: 3, arbitrary: fc.constantFrom(...nastyFragments) },
  { weight: 2, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 8_000 }).map((n) => 'x'.repeat(n)) },
);

/** Puts a value into a path: usually percent-encoded, sometimes raw. */
const placeParam = (value: string, raw: boolean) => {
  if (raw) return value;
  try {
    return encodeURIComponent(value);
  } catch {
    return value; // a lone surrogate cannot be encoded
  }
};

const fillTemplate = (template: string) => {
  const names = [...template.matchAll(/:(\w+)/g)];
  return fc
    .tuple(
      fc.array(fc.tuple(pathParam, fc.boolean()), {
        minLength: names.length,
        maxLength: names.length,
      }),
      fc.boolean(),
    )
    .map(([values, trailingSlash]) => {
      let index = 0;
      const path = template.replace(/:(\w+)/g, () => {
        const [value, raw] = values[index++]!;
        return placeParam(value, raw);
      });
      return trailingSlash && !path.endsWith('/') ? `${path}/` : path;
    });
};

const queryValue = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '2',
    '100',
    '101',
    '1.5',
    '1e3',
    'NaN',
    'Infinity',
    '',
    ' 3 ',
    '0x10',
  ),
  fc.constantFrom('latest', 'oldest', 'trending', 'LATEST', '__proto__', 'constructor'),
  fc.constantFrom(
    'WyJsYXRlc3QiLDE3NjM3MTY2MDAwMDAsInAwMSJd',
    'WyJvbGRlc3QiLDAsIngiXQ',
    'e30',
    '!!!',
    '%00',
  ),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
);

const queryString = fc.oneof(
  fc
    .dictionary(
      fc.constantFrom('limit', 'cursor', 'sort', '__proto__', 'constructor', 'limit[]', 'x'),
      queryValue,
      { maxKeys: 4 },
    )
    .map((params) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) search.append(key, value);
      return `?${search.toString()}`;
    }),
  fc.constantFrom(
    '?limit=1&limit=2',
    '?limit',
    '?=',
    '?&&&',
    '?limit=%zz',
    '?sort=latest&cursor=',
    '?%00=%00',
  ),
);

const withQuery = (path: fc.Arbitrary<string>) =>
  fc.tuple(path, fc.option(queryString, { freq: 3 })).map(([base, query]) => base + (query ?? ''));

// Bodies ---------------------------------------------------------------------------------------

const mediaUrls = fc.constantFrom(
  '',
  '/media/a.png',
  '/seed/x.mp4',
  '//evil.example/x.png',
  'https://evil.example/x.png',
  'javascript:alert(1)',
  '/media/../../etc/passwd',
  'data:image/png;base64,',
  'data:image/png;base64,A',
  'data:image/png;base64,AB',
  'data:image/png;base64,AAAAA',
  'data:image/png;base64,AAAA=',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==',
  'data:image/png;base64,iVBORw0KGgo',
  'data:image/gif;base64,iVBORw0KGgoAAAANSUhEUg==',
  'data:video/mp4;base64,AAAAGGZ0eXBtcDQy',
  'data:text/html;base64,PHNjcmlwdD4=',
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.anything() },
  { weight: 2, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme' }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: mediaUrls },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1e308,
      '',
      '   ',
      'guest',
      'maya.clay',
      'guest-murmur',
      'correct-horse',
      'https://example.com',
      'a@b.co',
      [],
      {},
      [[[[[]]]]],
      { $gt: '' },
    ),
  },
  { weight: 1, arbitrary: fc.array(fc.array(fc.anything(), { maxLength: 3 }), { maxLength: 3 }) },
);

const fieldNames = [
  'firstName',
  'lastName',
  'username',
  'email',
  'password',
  'confirmPassword',
  'avatarUrl',
  'bio',
  'website',
  'content',
  'mediaURL',
  'title',
  'done',
  '_id',
  'likeCount',
  'passwordHash',
  'createdAt',
] as const;

const fieldsObject = fc.dictionary(fc.constantFrom(...fieldNames), hostileValue, { maxKeys: 6 });

/** Objects shaped like the real bodies, with wrong types where the right ones belong. */
const shapedBody = fc.oneof(
  fieldsObject,
  fc.record(
    {
      postData: fc.oneof(fieldsObject, hostileValue),
      userData: fc.oneof(fieldsObject, hostileValue),
      userInfo: fc.oneof(fieldsObject, hostileValue),
    },
    { requiredKeys: [] },
  ),
  fc
    .tuple(fc.constantFrom('postData', 'userData'), fc.constantFrom(...fieldNames), hostileValue)
    .map(([wrapper, field, value]) => ({ [wrapper]: { [field]: value } })),
);

/** A sample body with one field replaced: often valid, so that 2xx answers happen too. */
const mutatedSample = (sample: unknown) =>
  fc.tuple(fc.nat(), hostileValue, fc.boolean()).map(([pick, value, keep]) => {
    const copy = structuredClone(sample) as Record<string, unknown>;
    if (keep) return copy;
    const key = Object.keys(copy)[pick % Math.max(1, Object.keys(copy).length)];
    if (key === undefined) return value;
    const inner = copy[key];
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      const innerRecord = inner as Record<string, unknown>;
      const innerKey =
        Object.keys(innerRecord)[pick % Math.max(1, Object.keys(innerRecord).length)] ?? 'content';
      innerRecord[innerKey] = value;
    } else {
      copy[key] = value;
    }
    return copy;
  });

const pollutionBodies = fc.constantFrom(
  '{"__proto__":{"polluted":true,"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"postData":{"__proto__":{"content":"smuggled","polluted":true}}}',
  '{"userData":{"__proto__":{"bio":"smuggled"},"constructor":{"prototype":{"polluted":true}}}}',
  '{"__proto__":{"username":"guest","password":"guest-murmur"}}',
  '{"username":"guest","password":"guest-murmur","__proto__":{"polluted":true}}',
  '{"userInfo":{"__proto__":null},"userData":{"constructor":null}}',
  '{"postData":{"content":"hi","__proto__":{"mediaURL":"javascript:alert(1)"}}}',
  '{"title":"todo","__proto__":{"done":"yes","polluted":true}}',
);

/** Raw text that is not (quite) the JSON it claims to be. */
const malformedText = (sample: unknown) =>
  fc.oneof(
    fc
      .tuple(fc.constant(JSON.stringify(sample ?? { postData: { content: 'hello' } })), fc.nat())
      .map(([text, cut]) => text.slice(0, cut % Math.max(1, text.length))),
    fc
      .tuple(fc.json(), fc.nat())
      .map(([text, cut]) => text.slice(0, cut % Math.max(1, text.length))),
    fc.string(),
    fc.constantFrom(
      '{',
      '}',
      '[',
      '{"a":',
      '{"postData":{"content":"x"}',
      "{'postData': 1}",
      '{"postData": NaN}',
      '{"a":1,}',
      'null',
      'true',
      '"just a string"',
      '123',
      '[]',
      '\uFEFF{}',
      '\u0000',
      'undefined',
      '{"a":"\\ud800"}',
    ),
    fc.integer({ min: 1, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc
      .integer({ min: 1, max: 5_000 })
      .map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  );

const bodyFor = (sample: unknown) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.anything().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.json() },
    { weight: 3, arbitrary: shapedBody.map((value) => JSON.stringify(value)) },
    ...(sample !== undefined
      ? [{ weight: 4, arbitrary: mutatedSample(sample).map((value) => JSON.stringify(value)) }]
      : []),
    { weight: 2, arbitrary: pollutionBodies },
    { weight: 2, arbitrary: malformedText(sample) },
  );

// Headers --------------------------------------------------------------------------------------

/** Mostly a live token of the guest or of another user, so that requests get past the auth check. */
const authArb: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Auth>({ kind: 'none' }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('token' as const),
      token: fc.constantFrom<TokenKind>('guest', 'maya'),
      prefix: fc.constantFrom('', 'Bearer ', 'bearer ', 'BEARER  ', 'Bearer\t'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('token' as const),
      token: fc.constantFrom(...tokenKinds),
      prefix: fc.constantFrom('', 'Bearer ', 'Basic ', 'Bearer Bearer ', 'Token '),
    }),
  },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          '',
          ' ',
          'Bearer',
          'Bearer ',
          'Bearer  ',
          'Bearer garbage',
          'null',
          'undefined',
          'a.b.c',
          '..',
          'eyJ.eyJ.x',
        ),
        headerText,
      )
      .map((value): Auth => ({ kind: 'raw', value })),
  },
);

const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'content-type',
    'content-length',
    'accept',
    'cookie',
    'x-forwarded-for',
    'origin',
    'x-http-method-override',
  ),
  fc.oneof(
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-16',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '99999999999',
      '-1',
      'abc',
      '0',
      'DELETE',
      '*/*',
    ),
    headerText,
  ),
  { maxKeys: 3 },
);

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

async function sendAndCheck(world: World, request: HostileRequest): Promise<void> {
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
    expect(body, label).toEqual({ errors: [expect.any(String)] });
    expect((body as { errors: string[] }).errors[0]!.length, label).toBeGreaterThan(0);
    expect(world.store.dump(), `a refused request changed the store: ${label}`).toEqual(before);
  }
  // Nothing a request sends may reach Object.prototype.
  expect(Object.keys(Object.prototype), label).toEqual([]);
  expect(({} as Record<string, unknown>).polluted, label).toBeUndefined();
}

/** One to three requests against a fresh world, sent in order. */
const runSequence = async (requests: HostileRequest[]) => {
  const world = await makeWorld();
  for (const request of requests) await sendAndCheck(world, request);
};

const requestFor = (method: fc.Arbitrary<string>, path: fc.Arbitrary<string>, sample?: unknown) =>
  fc
    .record({
      method,
      path,
      auth: authArb,
      headers: extraHeaders,
      body: bodyFor(sample),
    })
    .map(({ body, ...rest }): HostileRequest => (body === undefined ? rest : { ...rest, body }));

const sequenceOf = (request: fc.Arbitrary<HostileRequest>) =>
  fc.array(request, { minLength: 1, maxLength: 3 });

/** FUZZ_SCALE=20 npx vitest run src/backend/fuzz.test.ts searches twenty times as long. */
const scale = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1) || 1);
const runsPerEndpoint = 10 * scale;
const timeout = 15_000 * scale;

describe('fuzz: hostile requests never break the API', () => {
  for (const endpoint of apiEndpoints) {
    it(
      `${endpoint.method} ${endpoint.path}`,
      async () => {
        const request = requestFor(
          fc.constant(endpoint.method),
          withQuery(fillTemplate(endpoint.path)),
          endpoint.sampleBody,
        );
        // Mixed with well-formed calls of other endpoints, so that refusals also meet a changed store.
        const other = fc
          .constantFrom(...apiEndpoints)
          .chain((info: EndpointInfo) =>
            requestFor(fc.constant(info.method), fillTemplate(info.path), info.sampleBody),
          );
        await fc.assert(
          fc.asyncProperty(
            sequenceOf(
              fc.oneof({ weight: 4, arbitrary: request }, { weight: 1, arbitrary: other }),
            ),
            runSequence,
          ),
          { numRuns: runsPerEndpoint },
        );
      },
      timeout,
    );
  }

  it(
    'unknown paths and other methods',
    async () => {
      const templates = [...new Set(apiEndpoints.map((endpoint) => endpoint.path))];
      const knownPathOtherMethod = requestFor(
        fc.constantFrom('PUT', 'PATCH', 'OPTIONS'),
        withQuery(fc.constantFrom(...templates).chain(fillTemplate)),
      );
      const unknownPath = requestFor(
        fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'PATCH'),
        withQuery(
          fc.oneof(
            fc.constantFrom(
              '/',
              '/api',
              '/api/',
              '/api//posts',
              '/API/posts',
              '/api/posts/p01/extra',
              '/api/users/follow/',
              '/api/users/follow/2/extra/',
              '/api/posts/like/',
              '/api/auth',
              '/api/auth/signup/x',
              '/api/test-todos/1/2',
              '/api/health/..',
              '/api/%2e%2e/posts',
              '/api/posts/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
              '/%00',
              '/api/users/edit/x',
            ),
            fc.string().map((rest) => `/api/${placeParam(rest, false)}`),
            fc.string({ unit: 'grapheme' }).map((rest) => `/${placeParam(rest, false)}`),
            fc
              .array(pathParam, { minLength: 1, maxLength: 5 })
              .map((parts) => `/api/${parts.map((p) => placeParam(p, false)).join('/')}`),
          ),
        ),
      );
      await fc.assert(
        fc.asyncProperty(sequenceOf(fc.oneof(knownPathOtherMethod, unknownPath)), runSequence),
        { numRuns: 40 * scale },
      );
    },
    timeout,
  );

  it('refuses a huge post content quickly, without counting every character', async () => {
    const world = await makeWorld();
    for (const content of ['a'.repeat(300_000), '👩🏽‍💻'.repeat(60_000)]) {
      const started = performance.now();
      await sendAndCheck(world, {
        method: 'POST',
        path: '/api/posts',
        auth: { kind: 'token', token: 'guest', prefix: 'Bearer ' },
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ postData: { content } }),
      });
      expect(performance.now() - started).toBeLessThan(3_000);
    }
  });

  it('refuses an oversized body by its declared length and changes nothing', async () => {
    const world = await makeWorld();
    for (const endpoint of apiEndpoints.filter((info) => info.method === 'POST')) {
      const path = endpoint.path.replace(/:(\w+)/g, 'p01');
      await sendAndCheck(world, {
        method: 'POST',
        path,
        auth: { kind: 'token', token: 'guest', prefix: 'Bearer ' },
        headers: { 'content-type': 'application/json', 'content-length': String(16 * 1024 * 1024) },
        body: JSON.stringify(endpoint.sampleBody ?? {}),
      });
    }
  });
});
