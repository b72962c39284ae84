import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiEndpoints, type EndpointInfo } from '../contract';
import {
  fillTemplate,
  pathParam,
  placeParam,
  requestFor,
  sequenceOf,
  withQuery,
} from './testing/fuzz-arbitraries';
import { makeWorld, runSequence, sendAndCheck } from './testing/fuzz-world';

/**
 * Hostile requests against every endpoint: whatever arrives, the API answers below 500 with JSON,
 * a refusal is { errors: [message], code } with a code of error-codes.ts, and a refused request
 * leaves the store as it was.
 */

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

  // That it does so without counting every character is countGraphemes' stopAfter (its own test).
  it('refuses a huge post content and changes nothing', async () => {
    const world = await makeWorld();
    const before = world.store.dump();
    for (const content of ['a'.repeat(300_000), '👩🏽‍💻'.repeat(60_000)]) {
      await sendAndCheck(world, {
        method: 'POST',
        path: '/api/posts',
        auth: { kind: 'token', token: 'guest', prefix: 'Bearer ' },
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ postData: { content } }),
      });
    }
    expect(world.store.dump(), 'no post was made').toEqual(before);
  });

  it('takes any media list, warning and sensitive mark in a post, or refuses it and changes nothing', async () => {
    const world = await makeWorld();
    // Near-valid items as well as anything at all: a real URL, wrong types, too many, extra keys.
    const item = fc.oneof(
      fc.anything(),
      fc.record(
        { url: fc.oneof(fc.constant('/media/none.png'), fc.string()), alt: fc.anything() },
        { requiredKeys: [] },
      ),
    );
    const postData = fc.record(
      {
        content: fc.oneof(fc.constant('Hello'), fc.anything()),
        media: fc.oneof(fc.array(item, { maxLength: 6 }), fc.anything()),
        contentWarning: fc.oneof(fc.string({ maxLength: 120 }), fc.anything()),
        sensitive: fc.anything(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        postData,
        fc.constantFrom('/api/posts', '/api/posts/edit/p01'),
        (data, path) =>
          sendAndCheck(world, {
            method: 'POST',
            path,
            auth: { kind: 'token', token: 'guest', prefix: 'Bearer ' },
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ postData: data }),
          }),
      ),
      { numRuns: 60 * scale },
    );
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
