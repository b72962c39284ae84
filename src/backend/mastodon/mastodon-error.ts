import type { Context } from 'hono';
import { ApiError } from '../http/api-error';

/** A refusal of the Mastodon door, in Mastodon's shape: { "error": "…" }. */
export class MastodonError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 429 | 503 | 507,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const recordNotFound = () => new MastodonError(404, 'Record not found');

/**
 * Every failure of the door as Mastodon answers it. Murmur's own refusals (thrown by the same
 * services Murmur's routes call) keep their status and message; anything else is reported and
 * answered 500.
 */
export function mastodonErrorAnswer(error: unknown, c: Context, report: (error: unknown) => void) {
  if (error instanceof MastodonError)
    return c.json({ error: error.message }, error.status, error.headers);
  if (error instanceof ApiError) {
    return c.json({ error: error.message }, error.status, error.headers);
  }
  report(error);
  return c.json({ error: 'Something went wrong on the server' }, 500);
}
