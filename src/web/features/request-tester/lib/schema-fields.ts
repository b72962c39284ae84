import type { ApiReference, JsonSchema } from './openapi-reference';

/** One field of a schema as the reference shows it: name, type, whether required, what is inside. */
export interface SchemaField {
  name: string;
  type: string;
  required: boolean;
  description?: string;
  /** Allowed values, a default: what else the schema says in a few words. */
  note?: string;
  fields: SchemaField[];
}

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep enough for any real answer; a schema that nests further is cut, not drawn forever. */
const maxDepth = 8;

const refName = (schema: JsonSchema) =>
  typeof schema.$ref === 'string' ? schema.$ref.split('/').at(-1) : undefined;

function noteOf(schema: JsonSchema): string | undefined {
  const notes = [
    Array.isArray(schema.enum) && `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`,
    'const' in schema && `always ${JSON.stringify(schema.const)}`,
    'default' in schema && `default ${JSON.stringify(schema.default)}`,
    // A format (date-time) says it better than the long pattern a schema library writes for it.
    typeof schema.pattern === 'string' &&
      typeof schema.format !== 'string' &&
      schema.pattern.length <= 60 &&
      `matches ${schema.pattern}`,
  ].filter(Boolean);
  return notes.length ? notes.join('; ') : undefined;
}

interface Shape {
  type: string;
  fields: SchemaField[];
}

/**
 * A schema's type in words and its inner fields: an object's properties, an array's items', the
 * options of anyOf, oneOf and allOf. Refs are followed; one that loops back says so and stops.
 */
export function shapeOf(
  given: unknown,
  resolve: ApiReference['resolve'],
  seen: readonly unknown[] = [],
): Shape {
  const schema = resolve(given);
  if (!isObject(schema)) return { type: schema === true ? 'any' : 'nothing', fields: [] };
  const named = isObject(given) ? refName(given) : undefined;
  if (seen.includes(schema)) return { type: `${named ?? 'object'} (as above)`, fields: [] };
  if (seen.length >= maxDepth) return { type: named ?? 'object', fields: [] };
  const inner = [...seen, schema];
  const options = (['anyOf', 'oneOf', 'allOf'] as const).find((key) => Array.isArray(schema[key]));
  if (options) {
    const list = schema[options] as unknown[];
    const word = options === 'allOf' ? 'all of' : 'one of';
    return {
      type: word,
      fields: list.map((option, index) => {
        const resolved = resolve(option);
        const title =
          isObject(resolved) && typeof resolved.title === 'string' ? resolved.title : '';
        const name = title || (isObject(option) && refName(option)) || `Option ${index + 1}`;
        return fieldOf(name, option, false, resolve, inner);
      }),
    };
  }
  const declared = Array.isArray(schema.type)
    ? schema.type.join(' | ')
    : typeof schema.type === 'string'
      ? schema.type
      : isObject(schema.properties)
        ? 'object'
        : 'any';
  const type = typeof schema.format === 'string' ? `${declared} (${schema.format})` : declared;
  if (isObject(schema.items)) {
    const items = shapeOf(schema.items, resolve, inner);
    return { type: `array of ${items.type}`, fields: items.fields };
  }
  if (isObject(schema.properties)) {
    const required = Array.isArray(schema.required) ? schema.required : [];
    return {
      type,
      fields: Object.entries(schema.properties).map(([name, property]) =>
        fieldOf(name, property, required.includes(name), resolve, inner),
      ),
    };
  }
  return { type, fields: [] };
}

function fieldOf(
  name: string,
  given: unknown,
  required: boolean,
  resolve: ApiReference['resolve'],
  seen: readonly unknown[],
): SchemaField {
  const schema = resolve(given);
  const described = isObject(schema) && typeof schema.description === 'string';
  return {
    name,
    required,
    ...shapeOf(given, resolve, seen),
    description: described ? (schema.description as string) : undefined,
    note: isObject(schema) ? noteOf(schema) : undefined,
  };
}
