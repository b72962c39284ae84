import fc from 'fast-check';

/** Request bodies for the fuzz tests: shaped, mutated, polluting, malformed and huge. */

const hugeString = fc
  .tuple(
    fc.constantFrom('a', 'é', '😀', '<', '\\', ' ', '\u0000'),
    fc.integer({ min: 1_000, max: 120_000 }),
  )
  .map(([unit, count]) => unit.repeat(count));

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
  'mediaAlt',
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

export const bodyFor = (sample: unknown) =>
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
