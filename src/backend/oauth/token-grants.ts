import type { ResolvedDeps } from '../deps';
import type { OAuthAppRow } from '../store/port';
import { formatTimestamp } from '../timestamps';
import { endStreamsOfTokens } from './grant';
import { textParam, type OAuthErrorCode } from './oauth-params';
import { parseScopes, withinScopes } from './scopes';
import { hashSecret, isPkceVerifier, randomSecret, s256Challenge } from './secrets';

type Params = Record<string, string | string[]>;

/** A token answer as RFC 6749 section 5.1 and Mastodon shape it; tokens do not expire. */
export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  scope: string;
  created_at: number;
}

export type GrantOutcome = IssuedToken | { error: OAuthErrorCode; description: string };

async function issue(
  deps: ResolvedDeps,
  app: OAuthAppRow,
  userId: string | null,
  scopes: string[],
  codeHash: string | null,
): Promise<IssuedToken> {
  const token = randomSecret();
  const now = deps.now();
  await deps.store.oauth.insertToken({
    _id: deps.newId(),
    hash: await hashSecret(token),
    appId: app._id,
    userId,
    scopes,
    codeHash,
    createdAt: formatTimestamp(now),
    revokedAt: null,
  });
  return {
    access_token: token,
    token_type: 'Bearer',
    scope: scopes.join(' '),
    created_at: Math.floor(now.getTime() / 1000),
  };
}

const invalidGrant = (description: string) => ({ error: 'invalid_grant' as const, description });

/**
 * The authorization_code grant (RFC 6749 section 4.1.3, RFC 7636 section 4.6): the code must be
 * the app's, unexpired, unused and sent with the redirect URI it was issued for, and with the
 * verifier of its challenge when it had one. A code used a second time ends the tokens it gave.
 */
export async function exchangeCode(
  deps: ResolvedDeps,
  app: OAuthAppRow,
  params: Params,
): Promise<GrantOutcome> {
  const code = textParam(params, 'code');
  const redirectUri = textParam(params, 'redirect_uri');
  // An empty field is no verifier, as a form sends one it left blank.
  const verifier = textParam(params, 'code_verifier') || undefined;
  if (!code) return { error: 'invalid_request', description: 'code is required.' };
  if (!redirectUri) return { error: 'invalid_request', description: 'redirect_uri is required.' };
  const hash = await hashSecret(code);
  const row = await deps.store.oauth.getCode(hash);
  if (!row || row.appId !== app._id) return invalidGrant('The code is unknown.');
  if (row.usedAt) {
    endStreamsOfTokens(
      deps,
      await deps.store.oauth.revokeTokensOfCode(hash, formatTimestamp(deps.now())),
    );
    return invalidGrant('The code was used already: the tokens it gave are revoked.');
  }
  if (Date.parse(row.expiresAt) <= deps.now().getTime()) return invalidGrant('The code expired.');
  if (row.redirectUri !== redirectUri)
    return invalidGrant('redirect_uri is not the one the code was issued for.');
  if (row.challenge !== null) {
    if (!verifier || !isPkceVerifier(verifier) || (await s256Challenge(verifier)) !== row.challenge)
      return invalidGrant('The code_verifier does not match the code_challenge.');
  } else if (verifier !== undefined) {
    // RFC 9700 section 2.1.1: a verifier for a code that had no challenge is refused.
    return invalidGrant('A code_verifier came for a code issued without a code_challenge.');
  }
  if (!(await deps.store.oauth.useCode(hash, formatTimestamp(deps.now())))) {
    endStreamsOfTokens(
      deps,
      await deps.store.oauth.revokeTokensOfCode(hash, formatTimestamp(deps.now())),
    );
    return invalidGrant('The code was used already: the tokens it gave are revoked.');
  }
  return issue(deps, app, row.userId, row.scopes, hash);
}

/** The client_credentials grant (section 4.4): a token of the app alone, for no person. */
export async function appToken(
  deps: ResolvedDeps,
  app: OAuthAppRow,
  params: Params,
): Promise<GrantOutcome> {
  const scopes = parseScopes(textParam(params, 'scope'));
  if (!scopes || !withinScopes(scopes, app.scopes))
    return {
      error: 'invalid_scope',
      description: 'The scope asked for is unknown or more than the app registered.',
    };
  return issue(deps, app, null, scopes, null);
}
