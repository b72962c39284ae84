import * as z from 'zod';
import { errorResponseSchema } from '../common';
import { endpointDocs } from '../endpoint-catalogue';
import { pathPlaceholders } from '../endpoint-path';
import { answerSchemas } from '../endpoint-schemas';
import { endpoints, type EndpointName } from '../endpoints';
import { openApiTags, tagOf } from './operation-tags';
import { multipartForms, requestBodySchemas } from './request-bodies';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // unrepresentable: 'any', because a transform or a date has no JSON Schema of its own.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

/** /api/posts/:postId as OpenAPI writes it: /api/posts/{postId}. */
export function openApiPath(path: string): string {
  return path.replace(pathPlaceholders, '{$1}');
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function answersOf(name: EndpointName) {
  const row = endpoints[name];
  if ('stream' in row && row.stream)
    return {
      '200': {
        description: 'Server-sent events',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
    };
  if ('download' in row && row.download)
    return {
      '200': {
        description: 'A ZIP file',
        content: {
          'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } },
        },
      },
    };
  const [full, minimal] = answerSchemas[name];
  const schema =
    full === minimal
      ? jsonSchemaOf(full, 'output')
      : {
          anyOf: [
            jsonSchemaOf(full, 'output'),
            { ...jsonSchemaOf(minimal, 'output'), title: 'With Prefer: return=minimal' },
          ],
        };
  return { '2XX': { description: 'Success', content: { 'application/json': { schema } } } };
}

function errorsOf(name: EndpointName) {
  const row = endpoints[name];
  return {
    ...(name in requestBodySchemas || 'multipart' in row
      ? { '400': errorAnswer('Malformed body') }
      : {}),
    ...(row.auth === 'required' ? { '401': errorAnswer('The token is missing or invalid') } : {}),
    '403': errorAnswer('Refused'),
    '404': errorAnswer('Not found'),
    '422': errorAnswer('A field fails its check'),
    '429': errorAnswer('Too many requests'),
  };
}

function operationOf(name: EndpointName) {
  const row = endpoints[name];
  const doc = endpointDocs[name];
  const names = [...row.path.matchAll(pathPlaceholders)].map((match) => match[1]!);
  const [full, minimal] = answerSchemas[name];
  const parameters = [
    ...names.map((param) => ({
      name: param,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...(doc.query ?? []).map((param) => ({ name: param, in: 'query', schema: { type: 'string' } })),
    ...(full !== minimal
      ? [
          {
            name: 'Prefer',
            in: 'header',
            description: 'return=minimal answers only what changed',
            schema: { type: 'string', enum: ['return=minimal'] },
          },
        ]
      : []),
  ];
  const body = requestBodySchemas[name];
  const form = multipartForms[name];
  const requestBody = body
    ? {
        content: {
          'application/json': {
            schema: jsonSchemaOf(body, 'input'),
            ...(doc.sampleBody === undefined ? {} : { example: doc.sampleBody }),
          },
        },
      }
    : form
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: form, required: Object.keys(form) },
            },
          },
        }
      : undefined;
  const security =
    row.auth === 'required'
      ? [{ bearer: [] }]
      : row.auth === 'optional'
        ? [{}, { bearer: [] }]
        : [];
  return {
    operationId: name,
    tags: [tagOf(name)],
    summary: doc.summary,
    security,
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { ...answersOf(name), ...errorsOf(name) },
  };
}

/** The OpenAPI 3.1 document of the whole API, made from the endpoint table (docs/api.md). */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const row = endpoints[name];
    const path = openApiPath(row.path);
    paths[path] = { ...paths[path], [row.method.toLowerCase()]: operationOf(name) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Murmur API', version: '1' },
    tags: openApiTags,
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(errorResponseSchema, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
