import type { Context } from 'hono';
import type { ResolvedDeps } from '../deps';
import type { OAuthAppRow } from '../store/port';
import { textParam } from './oauth-params';
import { hashSecret } from './secrets';

/** The client's credentials, from HTTP Basic (RFC 6749 section 2.3.1) or the body. */
type Credentials =
  | { clientId: string; secret: string; basic: boolean }
  | { problem: 'missing' | 'both' | 'malformed' };

function credentialsOf(c: Context, params: Record<string, string | string[]>): Credentials {
  const header = c.req.header('authorization');
  const inBody = textParam(params, 'client_id') ?? textParam(params, 'client_secret');
  if (header && /^Basic\s/i.test(header)) {
    if (inBody && textParam(params, 'client_secret')) return { problem: 'both' };
    let decoded: string;
    try {
      decoded = atob(header.replace(/^Basic\s+/i, ''));
    } catch {
      return { problem: 'malformed' };
    }
    const cut = decoded.indexOf(':');
    if (cut < 0) return { problem: 'malformed' };
    // Each half is form-encoded before it is joined (section 2.3.1).
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    try {
      return {
        clientId: decode(decoded.slice(0, cut)),
        secret: decode(decoded.slice(cut + 1)),
        basic: true,
      };
    } catch {
      return { problem: 'malformed' };
    }
  }
  const clientId = textParam(params, 'client_id');
  const secret = textParam(params, 'client_secret');
  if (!clientId || !secret) return { problem: 'missing' };
  return { clientId, secret, basic: false };
}

export type ClientCheck =
  | { app: OAuthAppRow }
  | { refusal: 'invalid_request' | 'invalid_client'; description: string; basic: boolean };

/** Authenticates the calling app by its client id and secret. */
export async function authenticateClient(
  deps: ResolvedDeps,
  c: Context,
  params: Record<string, string | string[]>,
): Promise<ClientCheck> {
  const credentials = credentialsOf(c, params);
  if ('problem' in credentials) {
    if (credentials.problem === 'both')
      return {
        refusal: 'invalid_request',
        description: 'Send the client credentials one way: HTTP Basic or the body, not both.',
        basic: true,
      };
    return {
      refusal: 'invalid_client',
      description: 'Client authentication failed: send client_id and client_secret.',
      basic: credentials.problem === 'malformed',
    };
  }
  const app = await deps.store.oauth.appByClientId(credentials.clientId);
  if (!app || app.secretHash !== (await hashSecret(credentials.secret)))
    return {
      refusal: 'invalid_client',
      description: 'Client authentication failed: unknown client or wrong secret.',
      basic: credentials.basic,
    };
  return { app };
}
