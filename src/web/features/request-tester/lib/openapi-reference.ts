import { apiReferenceMessages } from '@/contract/client-messages';

/** A JSON Schema as OpenAPI 3.1 writes it; read loosely, since an imported one may be anything. */
export type JsonSchema = Record<string, unknown>;

export interface ReferenceParameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface ReferenceBody {
  contentType: string;
  required: boolean;
  schema?: JsonSchema;
  example?: unknown;
}

export interface ReferenceResponse {
  status: string;
  description: string;
  contentType?: string;
  schema?: JsonSchema;
}

export interface ReferenceOperation {
  /** "GET /api/posts": unique in a document. */
  key: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  parameters: ReferenceParameter[];
  body?: ReferenceBody;
  responses: ReferenceResponse[];
}

export interface ApiReference {
  title: string;
  version: string;
  operations: ReferenceOperation[];
  /** Follows a local $ref ("#/components/schemas/Error") to what it names. */
  resolve: (value: unknown) => unknown;
}

export type ReferenceRead = { ok: true; reference: ApiReference } | { ok: false; message: string };

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Where an operation names no tag. */
export const untagged = 'Other';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A JSON pointer's part: ~1 is /, ~0 is ~. */
const unescape = (part: string) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');

function resolverOf(document: Record<string, unknown>) {
  return function resolve(value: unknown): unknown {
    let current = value;
    // A chain of refs ends; a loop of them does not, so the hops are counted.
    for (let hop = 0; hop < 16 && isObject(current) && typeof current.$ref === 'string'; hop++) {
      const ref = current.$ref;
      if (!ref.startsWith('#/')) return current;
      let target: unknown = document;
      for (const part of ref.slice(2).split('/'))
        target = isObject(target) ? target[unescape(part)] : undefined;
      if (target === undefined) return current;
      current = target;
    }
    return current;
  };
}

/** The first JSON-like content of a body or answer: application/json, else the first given. */
function contentOf(value: Record<string, unknown>) {
  const content = isObject(value.content) ? value.content : {};
  const types = Object.keys(content);
  const type = types.find((name) => /json/i.test(name)) ?? types[0];
  if (type === undefined) return undefined;
  const media = isObject(content[type]) ? content[type] : {};
  const examples = isObject(media.examples) ? Object.values(media.examples) : [];
  const firstExample = isObject(examples[0]) ? examples[0].value : undefined;
  return {
    contentType: type,
    schema: isObject(media.schema) ? media.schema : undefined,
    example: 'example' in media ? media.example : firstExample,
  };
}

function parametersOf(resolve: ApiReference['resolve'], ...lists: unknown[]): ReferenceParameter[] {
  const byPlace = new Map<string, ReferenceParameter>();
  // The operation's own list comes last and wins over the path item's.
  for (const list of lists)
    for (const raw of Array.isArray(list) ? list : []) {
      const param = resolve(raw);
      if (!isObject(param) || typeof param.name !== 'string') continue;
      const place = text(param.in) || 'query';
      byPlace.set(`${place} ${param.name}`, {
        name: param.name,
        in: place,
        required: param.required === true || place === 'path',
        description: text(param.description) || undefined,
        schema: isObject(param.schema) ? param.schema : undefined,
      });
    }
  return [...byPlace.values()];
}

function responsesOf(resolve: ApiReference['resolve'], value: unknown): ReferenceResponse[] {
  if (!isObject(value)) return [];
  // By status: JavaScript puts keys like 403 before 2XX, whatever the document's order.
  const answers = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
  return answers.map(([status, raw]) => {
    const answer = resolve(raw);
    const given = isObject(answer) ? answer : {};
    const content = contentOf(given);
    return {
      status,
      description: text(given.description),
      contentType: content?.contentType,
      schema: content?.schema,
    };
  });
}

function bodyOf(resolve: ApiReference['resolve'], value: unknown): ReferenceBody | undefined {
  const body = resolve(value);
  if (!isObject(body)) return undefined;
  const content = contentOf(body);
  return content && { ...content, required: body.required === true };
}

/**
 * Reads an OpenAPI document into the reference's operations, in the document's order. What is not
 * an OpenAPI document (no `openapi` version, no `paths`) is refused with a message.
 */
export function readReference(document: unknown): ReferenceRead {
  if (!isObject(document) || typeof document.openapi !== 'string' || !isObject(document.paths))
    return { ok: false, message: apiReferenceMessages.notOpenApi };
  const resolve = resolverOf(document);
  const operations: ReferenceOperation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths)) {
    const item = resolve(rawItem);
    if (!isObject(item)) continue;
    for (const method of methods) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const tags = Array.isArray(operation.tags) ? operation.tags.filter(isString) : [];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        summary: text(operation.summary) || text(operation.description),
        tag: tags[0] ?? untagged,
        parameters: parametersOf(resolve, item.parameters, operation.parameters),
        body: bodyOf(resolve, operation.requestBody),
        responses: responsesOf(resolve, operation.responses),
      });
    }
  }
  const info = isObject(document.info) ? document.info : {};
  return {
    ok: true,
    reference: {
      title: text(info.title) || 'Untitled API',
      version: text(info.version),
      operations,
      resolve,
    },
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The operations whose path, summary or tag holds the words, as typed (case aside). */
export function filterOperations(operations: readonly ReferenceOperation[], query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return operations.filter((operation) => {
    const haystack = `${operation.path} ${operation.summary} ${operation.tag}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The operations by tag, the tags in the order they first appear. */
export function groupByTag(operations: readonly ReferenceOperation[]) {
  const groups = new Map<string, ReferenceOperation[]>();
  for (const operation of operations)
    groups.set(operation.tag, [...(groups.get(operation.tag) ?? []), operation]);
  return [...groups].map(([tag, members]) => ({ tag, operations: members }));
}
