/**
 * The random secrets of OAuth (client secrets, codes, access tokens) and their hashes, through
 * WebCrypto, which both hosts have: the backend imports nothing from Node.
 */

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes, base64url: 43 characters, never containing a dot (a session JWT has two). */
export function randomSecret(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

async function sha256(value: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
}

/** What the store keeps of a secret: its SHA-256, as hex. */
export async function hashSecret(value: string): Promise<string> {
  return [...(await sha256(value))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The S256 challenge of a PKCE verifier: BASE64URL(SHA256(ASCII(verifier))), RFC 7636 4.2. */
export async function s256Challenge(verifier: string): Promise<string> {
  return base64url(await sha256(verifier));
}

/** A verifier as RFC 7636 4.1 allows it: 43 to 128 unreserved characters. */
export const isPkceVerifier = (value: string) => /^[A-Za-z0-9\-._~]{43,128}$/.test(value);

/** An S256 challenge is 43 base64url characters (32 bytes). */
export const isS256Challenge = (value: string) => /^[A-Za-z0-9\-_]{43}$/.test(value);

/** Whether the token is one of ours for OAuth rather than a session's JWT. */
export const isOAuthAccessToken = (token: string) => /^[A-Za-z0-9\-_]{43}$/.test(token);
