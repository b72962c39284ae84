/**
 * How the API marks a refusal caused by the token itself (forged, expired, revoked, or its user
 * gone): RFC 6750's challenge, beside the usual status and body, which stay as they are. A
 * request without a token is not marked: nothing of a session was refused. The web app ends its
 * session on the mark alone, without asking the server anything more.
 */
export const tokenRefusalHeader = 'WWW-Authenticate';
export const tokenRefusalChallenge = 'Bearer error="invalid_token"';

/** Whether an answer carries the mark (a challenge may add other parameters around it). */
export function marksTokenRefused(headers: Headers): boolean {
  return /(^|[\s,])error="invalid_token"/.test(headers.get(tokenRefusalHeader) ?? '');
}
