import fc from 'fast-check';
import { bodyFor } from './fuzz-bodies';
import { tokenKinds, type Auth, type HostileRequest, type TokenKind } from './fuzz-world';

/**
 * Hostile requests for the fuzz tests, described symbolically so that fast-check can show and
 * shrink them: paths, queries, credentials and headers here, bodies in fuzz-bodies.
 */

/** Printable ASCII: what a Headers value may hold. */
const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 60 });

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

export const pathParam = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...existingIds) },
  { weight: 3, arbitrary: fc.constantFrom(...nastyFragments) },
  { weight: 2, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 8_000 }).map((n) => 'x'.repeat(n)) },
);

/** Puts a value into a path: usually percent-encoded, sometimes raw. */
export const placeParam = (value: string, raw: boolean) => {
  if (raw) return value;
  try {
    return encodeURIComponent(value);
  } catch {
    return value; // a lone surrogate cannot be encoded
  }
};

export const fillTemplate = (template: string) => {
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

export const withQuery = (path: fc.Arbitrary<string>) =>
  fc.tuple(path, fc.option(queryString, { freq: 3 })).map(([base, query]) => base + (query ?? ''));

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

export const requestFor = (
  method: fc.Arbitrary<string>,
  path: fc.Arbitrary<string>,
  sample?: unknown,
) =>
  fc
    .record({
      method,
      path,
      auth: authArb,
      headers: extraHeaders,
      body: bodyFor(sample),
    })
    .map(({ body, ...rest }): HostileRequest => (body === undefined ? rest : { ...rest, body }));

export const sequenceOf = (request: fc.Arbitrary<HostileRequest>) =>
  fc.array(request, { minLength: 1, maxLength: 3 });
