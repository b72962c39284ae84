import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/contract';
import { openApiPath } from '@/contract/openapi/openapi-document';
import { createApp } from '../app';
import { createPbkdf2Hasher } from '../auth/passwords';
import { createMemoryStore } from '../store/memory-store';

const app = createApp({
  store: createMemoryStore(),
  passwords: createPbkdf2Hasher(1_000),
  tokenSecret: new Uint8Array(32).fill(1),
});

type Document = { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };

async function fetchDocument(): Promise<Document> {
  const answer = await app.request('/api/openapi.json');
  expect(answer.status).toBe(200);
  return (await answer.json()) as Document;
}

describe('GET /api/openapi.json', () => {
  it('answers an OpenAPI 3.1 document with one operation for every row of the table', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const rows = Object.values(endpoints).map((row) => `${row.method} ${openApiPath(row.path)}`);
    expect(operations.sort()).toEqual([...new Set(rows)].sort());
  });

  it('is a valid OpenAPI 3.1 document, by a maintained validator of the specification', async () => {
    const document = await fetchDocument();
    const validator = new Validator();
    const outcome = await validator.validate(document);
    expect(outcome.errors ?? []).toEqual([]);
    expect(outcome.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every route of Murmur’s own API the app answers, and only those', async () => {
    const document = await fetchDocument();
    // The in-memory host keeps no uploads, so it does not register POST /api/media.
    const uploadOnlyOnNode = `POST ${endpoints.media.path}`;
    // The doors for other apps speak Mastodon's and OAuth's protocols, described by those.
    const otherProtocol = /^\/(oauth\/|api\/v\d+\/)/;
    const routes = app.routes
      .filter((route) => route.method !== 'ALL' && !otherProtocol.test(route.path))
      .map((route) => `${route.method} ${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`);
    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map(
        (method) => `${method.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`,
      ),
    );
    expect([...new Set(routes)].sort()).toEqual(
      described.filter((operation) => operation !== uploadOnlyOnNode).sort(),
    );
  });

  it('tags every operation with its area of the endpoint table', async () => {
    const document = (await fetchDocument()) as Document & { tags: { name: string }[] };
    const tags = document.tags.map((tag) => tag.name);
    for (const methods of Object.values(document.paths))
      for (const operation of Object.values(methods))
        expect(tags).toContain((operation.tags as string[])[0]);
    expect(document.paths['/api/posts/{postId}']!.get!.tags).toEqual(['Posts']);
    expect(document.paths['/api/comments/{postId}']!.get!.tags).toEqual(['Replies']);
  });

  it('names path parameters, the bearer scheme and the login sample', async () => {
    const { paths } = await fetchDocument();
    const post = paths['/api/posts/{postId}']!;
    expect(post.get!.parameters).toContainEqual(
      expect.objectContaining({ name: 'postId', in: 'path', required: true }),
    );
    expect(post.get!.security).toEqual([{}, { bearer: [] }]);
    expect(paths['/api/feed']!.get!.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/feed']!.get!.responses).toHaveProperty('401');
    const login = paths['/api/auth/login']!.post!.requestBody as {
      content: Record<string, { example: unknown }>;
    };
    expect(login.content['application/json']!.example).toMatchObject({ username: 'guest' });
    expect(paths['/api/events']!.get!.responses).toMatchObject({
      '200': { content: { 'text/event-stream': {} } },
    });
    expect(paths['/api/media']!.post!.requestBody).toMatchObject({
      content: { 'multipart/form-data': {} },
    });
  });
});
