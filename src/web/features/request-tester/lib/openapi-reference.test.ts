import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@/contract/openapi/openapi-document';
import { filterOperations, groupByTag, readReference, untagged } from './openapi-reference';
import { requestFor } from './reference-request';
import { shapeOf } from './schema-fields';

const read = (document: unknown) => {
  const result = readReference(document);
  if (!result.ok) throw new Error(result.message);
  return result.reference;
};

describe('readReference', () => {
  it('refuses what has no openapi version or no paths', () => {
    expect(readReference({ paths: {} }).ok).toBe(false);
    expect(readReference({ openapi: '3.1.0' }).ok).toBe(false);
    expect(readReference([]).ok).toBe(false);
  });

  it('reads Murmur’s document: every operation, tagged, with its example body', () => {
    const reference = read(buildOpenApiDocument());
    const login = reference.operations.find((op) => op.key === 'POST /api/auth/login')!;
    expect(login.tag).toBe('Auth');
    expect(login.body?.example).toMatchObject({ username: 'guest' });
    expect(groupByTag(reference.operations)[0]!.tag).toBe('Auth');
    expect(login.responses[0]!.status).toBe('2XX');
    // The error answers name the Error schema by $ref, which resolves to its fields.
    const refused = login.responses.find((answer) => answer.status === '422')!;
    const shape = shapeOf(refused.schema, reference.resolve);
    expect(shape.fields.map((field) => field.name)).toContain('errors');
  });

  it('follows $refs of parameters and stops at a schema that loops back', () => {
    const reference = read({
      openapi: '3.1.0',
      paths: {
        '/things/{id}': {
          parameters: [{ $ref: '#/components/parameters/id' }],
          get: { responses: { '200': { $ref: '#/components/responses/thing' } } },
        },
      },
      components: {
        parameters: { id: { name: 'id', in: 'path', schema: { type: 'string' } } },
        responses: {
          thing: {
            description: 'A thing',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
        },
        schemas: {
          Thing: {
            type: 'object',
            required: ['name'],
            properties: {
              name: { type: 'string', enum: ['a', 'b'] },
              parent: { $ref: '#/components/schemas/Thing' },
            },
          },
        },
      },
    });
    const [thing] = reference.operations;
    expect(thing!.tag).toBe(untagged);
    expect(thing!.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    const shape = shapeOf(thing!.responses[0]!.schema, reference.resolve);
    expect(shape.fields[0]).toMatchObject({
      name: 'name',
      required: true,
      note: 'one of "a", "b"',
    });
    expect(shape.fields[1]).toMatchObject({ name: 'parent', type: 'Thing (as above)', fields: [] });
  });

  it('filters by every word typed, in path, summary or tag', () => {
    const { operations } = read(buildOpenApiDocument());
    expect(filterOperations(operations, '  ')).toHaveLength(operations.length);
    const found = filterOperations(operations, 'REPLIES upvote');
    expect(found.length).toBeGreaterThan(0);
    for (const op of found) expect(op.tag).toBe('Replies');
  });
});

describe('requestFor', () => {
  it('fills path values encoded, keeps the others as {name}, adds query values given', () => {
    const { operations } = read(buildOpenApiDocument());
    const upvote = operations.find((op) => op.key.startsWith('POST /api/comments/upvote/'))!;
    expect(requestFor(upvote, { 'path postId': 'p/1' }).endpoint).toBe(
      '/api/comments/upvote/p%2F1/{replyId}',
    );
    const posts = operations.find((op) => op.key === 'GET /api/posts')!;
    expect(requestFor(posts, { 'query sort': 'oldest', 'query limit': ' ' })).toEqual({
      method: 'GET',
      endpoint: '/api/posts?sort=oldest',
      body: '{}',
    });
  });
});
