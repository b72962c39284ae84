import type { Context } from 'hono';

/**
 * The parameters of an OAuth call: a form (as RFC 6749 sends them), JSON (as many Mastodon apps
 * do) or the query string; the body wins over the query. Only text values count.
 */
export async function readOAuthParams(c: Context): Promise<Record<string, string | string[]>> {
  const params: Record<string, string | string[]> = { ...c.req.query() };
  const type = c.req.header('content-type') ?? '';
  let body: Record<string, unknown> = {};
  if (/^application\/json/i.test(type)) {
    const parsed: unknown = await c.req.json().catch(() => undefined);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      body = parsed as Record<string, unknown>;
  } else if (/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
    body = await c.req.parseBody({ all: true });
  }
  for (const [name, value] of Object.entries(body)) {
    const key = name.replace(/\[\]$/, '');
    if (typeof value === 'string') params[key] = value;
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
      params[key] = value;
  }
  return params;
}

/** One text parameter; the first of several. */
export const textParam = (params: Record<string, string | string[]>, name: string) => {
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The errors of RFC 6749 section 5.2 (and 4.1.2.1), with their statuses at the token endpoint. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope';

/** An error answer of the token and revocation endpoints: `{ error, error_description }`. */
export function oauthError(
  c: Context,
  error: OAuthErrorCode,
  description: string,
  headers: Record<string, string> = {},
) {
  const status = error === 'invalid_client' ? 401 : 400;
  return c.json({ error, error_description: description }, status, {
    'Cache-Control': 'no-store',
    ...headers,
  });
}
