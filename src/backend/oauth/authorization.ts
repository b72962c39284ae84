import {
  errorCodes,
  oauthRequestRefusedMessage,
  outOfBandRedirect,
  type AuthorizationDecision,
  type AuthorizationRequest,
} from '@/contract';
import type { ResolvedDeps } from '../deps';
import { ApiError, badRequest } from '../http/api-error';
import type { OAuthAppRow, UserRow } from '../store/port';
import { formatTimestamp } from '../timestamps';
import { parseScopes, withinScopes } from './scopes';
import { hashSecret, isS256Challenge, randomSecret } from './secrets';

/** How long a code may be exchanged: RFC 6749 section 4.1.2 advises 10 minutes at most. */
export const codeLifetimeMs = 10 * 60_000;

/** An authorization request that may be shown for consent. */
interface CheckedRequest {
  app: OAuthAppRow;
  redirectUri: string;
  scopes: string[];
  challenge: string | null;
  state: string | undefined;
}

/** The redirect URI with the answer's parameters added to its query (section 4.1.2). */
function redirectWith(uri: string, answer: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(answer))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * Checks the request as RFC 6749 section 4.1.2.1 orders: an unknown client or a redirect URI it
 * did not register is refused here, never sent anywhere; any other fault goes back to the app at
 * its redirect URI (or, for the out-of-band URI, is shown).
 */
export async function checkAuthorizationRequest(
  deps: ResolvedDeps,
  request: AuthorizationRequest,
): Promise<CheckedRequest | { redirectTo: string }> {
  const app = await deps.store.oauth.appByClientId(request.client_id);
  if (!app) throw badRequest('oauthClientUnknown');
  // Exact string match: no prefix, no normalising (RFC 9700 section 4.1.3).
  const redirectUri = request.redirect_uri;
  if (!app.redirectUris.includes(redirectUri)) throw badRequest('oauthRedirectMismatch');
  const refuse = (error: string, description: string) => {
    if (redirectUri === outOfBandRedirect)
      throw new ApiError(
        400,
        errorCodes.oauthRequestRefused,
        oauthRequestRefusedMessage(description),
      );
    return {
      redirectTo: redirectWith(redirectUri, {
        error,
        error_description: description,
        state: request.state,
      }),
    };
  };
  if (request.response_type !== 'code')
    return refuse('unsupported_response_type', 'Only response_type=code is supported.');
  const scopes = parseScopes(request.scope);
  if (!scopes || !withinScopes(scopes, app.scopes))
    return refuse(
      'invalid_scope',
      'The scope asked for is unknown or more than the app registered.',
    );
  const method = request.code_challenge_method;
  const challenge = request.code_challenge;
  if (method !== undefined && method !== 'S256')
    return refuse('invalid_request', 'Only the S256 code_challenge_method is supported.');
  if (challenge !== undefined && !isS256Challenge(challenge))
    return refuse('invalid_request', 'The code_challenge is not an S256 challenge.');
  if (method !== undefined && challenge === undefined)
    return refuse('invalid_request', 'code_challenge_method came without a code_challenge.');
  return { app, redirectUri, scopes, challenge: challenge ?? null, state: request.state };
}

/**
 * The person's answer: a denial goes back as access_denied; an approval makes a single-use code
 * bound to the app, the redirect URI, the scopes and the challenge.
 */
export async function decideAuthorization(
  deps: ResolvedDeps,
  user: UserRow,
  decision: AuthorizationDecision,
): Promise<{ redirectTo: string } | { code: string } | { denied: true }> {
  const checked = await checkAuthorizationRequest(deps, decision);
  if ('redirectTo' in checked) return checked;
  const oob = checked.redirectUri === outOfBandRedirect;
  if (!decision.approve)
    return oob
      ? { denied: true }
      : {
          redirectTo: redirectWith(checked.redirectUri, {
            error: 'access_denied',
            error_description: 'The person denied the request.',
            state: checked.state,
          }),
        };
  const code = randomSecret();
  const now = deps.now();
  await deps.store.oauth.insertCode({
    hash: await hashSecret(code),
    appId: checked.app._id,
    userId: user._id,
    redirectUri: checked.redirectUri,
    scopes: checked.scopes,
    challenge: checked.challenge,
    createdAt: formatTimestamp(now),
    expiresAt: formatTimestamp(new Date(now.getTime() + codeLifetimeMs)),
    usedAt: null,
  });
  if (oob) return { code };
  return { redirectTo: redirectWith(checked.redirectUri, { code, state: checked.state }) };
}
