import type { Context } from 'hono';
import { MastodonError } from './mastodon-error';

/** A form's fields: Mastodon's apps send JSON, URL-encoded or multipart bodies alike. */
export type FormFields = Record<string, string | string[] | File | undefined>;

/** The body's fields, whatever its type; `name[]` fields come as lists under `name`. */
export async function readFields(c: Context): Promise<FormFields> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new MastodonError(400, 'The body is not valid JSON');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new MastodonError(400, 'The body must be a JSON object');
    return fromJson(body as Record<string, unknown>);
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await c.req.parseBody({ all: true }).catch(() => {
      throw new MastodonError(400, 'The form could not be read');
    });
    const fields: FormFields = {};
    for (const [key, value] of Object.entries(form)) {
      const name = key.replace(/\[\]$/, '');
      const list = Array.isArray(value) ? value : [value];
      fields[name] = key.endsWith('[]')
        ? list.map(String)
        : list[0] instanceof File
          ? list[0]
          : String(list[0] ?? '');
    }
    return fields;
  }
  return {};
}

/** A JSON value as a form would send it: an object (a poll, say) as its JSON. */
const scalarText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function fromJson(body: Record<string, unknown>): FormFields {
  const fields: FormFields = {};
  for (const [key, value] of Object.entries(body)) {
    const name = key.replace(/\[\]$/, '');
    if (Array.isArray(value)) fields[name] = value.map(scalarText);
    else if (value !== null && value !== undefined) fields[name] = scalarText(value);
  }
  return fields;
}

export function textField(fields: FormFields, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new MastodonError(422, `${name} must be text`);
  return value;
}

export function listField(fields: FormFields, name: string): string[] {
  const value = fields[name];
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value;
  throw new MastodonError(422, `${name} must be a list`);
}

/** Mastodon's booleans come as true/false, 1/0 or on/off. */
export function booleanField(fields: FormFields, name: string): boolean | undefined {
  const value = textField(fields, name);
  if (value === undefined || value === '') return undefined;
  return ['true', '1', 'on'].includes(value.toLowerCase());
}

/** A query's list parameter (`id[]=a&id[]=b`, or `id=a`). */
export function queryList(c: Context, name: string): string[] {
  return [...(c.req.queries(`${name}[]`) ?? []), ...(c.req.queries(name) ?? [])];
}
