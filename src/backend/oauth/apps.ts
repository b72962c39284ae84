import { isHttpUrl, outOfBandRedirect } from '@/contract';
import type { ResolvedDeps } from '../deps';
import type { OAuthAppRow } from '../store/port';
import { textParam } from './oauth-params';
import { parseScopes } from './scopes';
import { hashSecret, randomSecret } from './secrets';

/** Mastodon's Application entity, as POST /api/v1/apps and verify_credentials answer it. */
export function applicationView(app: OAuthAppRow) {
  return {
    id: app._id,
    name: app.name,
    website: app.website,
    scopes: app.scopes,
    redirect_uri: app.redirectUris.join('\n'),
    redirect_uris: app.redirectUris,
    // Mastodon's field, kept for clients that read it: there are no web push keys here.
    vapid_key: '',
  };
}

/**
 * A redirect URI an app may register: an absolute URI without a fragment (RFC 6749 section
 * 3.1.2), of any scheme, since native apps use their own (com.example.app://callback), or the
 * out-of-band URI.
 */
function isRedirectUri(value: string): boolean {
  if (value === outOfBandRedirect) return true;
  if (value.length > 2000 || value.includes('#')) return false;
  try {
    return /^[a-z][a-z0-9+.-]*:/i.test(value) && new URL(value).href.length > 0;
  } catch {
    return false;
  }
}

type Registration = { app: OAuthAppRow; secret: string } | { error: string };

/** Registers an app from POST /api/v1/apps' parameters, or says what is wrong with them. */
export async function registerApp(
  deps: ResolvedDeps,
  params: Record<string, string | string[]>,
): Promise<Registration> {
  const name = textParam(params, 'client_name')?.trim();
  if (!name) return { error: "Validation failed: client_name can't be blank" };
  if (name.length > 60) return { error: 'Validation failed: client_name is longer than 60' };
  const given = params.redirect_uris;
  const redirectUris = (Array.isArray(given) ? given : (given ?? '').split(/\s+/))
    .map((uri) => uri.trim())
    .filter(Boolean);
  if (redirectUris.length === 0)
    return { error: "Validation failed: redirect_uris can't be blank" };
  const bad = redirectUris.find((uri) => !isRedirectUri(uri));
  if (bad !== undefined)
    return { error: `Validation failed: redirect_uris has an invalid URI: ${bad}` };
  const scopes = parseScopes(textParam(params, 'scopes'));
  if (!scopes) return { error: 'Validation failed: scopes holds an unknown scope' };
  const website = textParam(params, 'website')?.trim() || null;
  if (website !== null && !isHttpUrl(website))
    return { error: 'Validation failed: website is not an http(s) URL' };
  const secret = randomSecret();
  const app: OAuthAppRow = {
    _id: deps.newId(),
    clientId: randomSecret(),
    secretHash: await hashSecret(secret),
    name,
    website,
    redirectUris: [...new Set(redirectUris)],
    scopes,
    createdAt: deps.timestamp(),
  };
  await deps.store.oauth.insertApp(app);
  return { app, secret };
}
