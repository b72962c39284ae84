import type { Context } from 'hono';
import type * as z from 'zod';
import { errorCodes, fieldRequiredMessage, fieldTypeMessage } from '@/contract';
import { ApiError, badRequest } from './api-error';
import { bodyTooLarge } from './body-limit';

/** One readable sentence for the first problem zod found, naming the field. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.');
  if (!field || issue.message.startsWith(field.split('.').pop() ?? '')) return issue.message;
  if (issue.code === 'invalid_type') {
    return issue.input === undefined
      ? fieldRequiredMessage(field)
      : fieldTypeMessage(field, issue.expected);
  }
  return `${field}: ${issue.message}`;
}

export function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // reportInput, so that describeIssue can tell a missing field from one of the wrong type.
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success)
    throw new ApiError(422, errorCodes.invalidField, describeIssue(result.error.issues[0]!));
  return result.data;
}

/**
 * Reads a JSON body whatever its content type says (clients of the original API and the request
 * tester send JSON as any type), refusing malformed and oversized ones before anything is stored.
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  maxBytes: number,
): Promise<z.output<S>> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > maxBytes) throw bodyTooLarge(maxBytes);
  const text = await c.req.text();
  // Characters can take up to three bytes each, so the count alone would let big bodies through.
  if (text.length > maxBytes || new TextEncoder().encode(text).byteLength > maxBytes)
    throw bodyTooLarge(maxBytes);
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest('malformedJson');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('bodyNotObject');
  }
  if (holdsUnstorableText(value)) throw badRequest('unstorableText');
  return parseOrRefuse(schema, value);
}

// PostgreSQL text cannot hold NUL, and an unpaired surrogate comes back as U+FFFD: refusing both
// keeps every store answering what was sent.
const unstorableCharacter =
  // eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Walks with a list rather than recursion: a hostile body may nest thousands of levels deep. */
function holdsUnstorableText(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && unstorableCharacter.test(value)) return true;
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, inner] of Object.entries(value)) {
      if (unstorableCharacter.test(key)) return true;
      pending.push(inner);
    }
  }
  return false;
}
