import type { ResolvedDeps } from '../deps';
import { badRequest, refusal } from '../http/api-error';
import type { AccountTokenPurpose, AccountTokenRow, StoreTx } from '../store/port';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The SHA-256 of a token, as stored: the token itself is only in the mail. */
export async function hashOfToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return base64url(new Uint8Array(digest));
}

/** Makes a random single-use token for the user and stores its hash; answers the token. */
export async function issueToken(
  deps: ResolvedDeps,
  tx: StoreTx,
  {
    userId,
    purpose,
    email,
    lifetimeSeconds,
  }: {
    userId: string;
    purpose: AccountTokenPurpose;
    email: string;
    lifetimeSeconds: number;
  },
): Promise<string> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const now = deps.now();
  await tx.accountTokens.insert({
    hash: await hashOfToken(token),
    userId,
    purpose,
    email,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000).toISOString(),
    usedAt: null,
  });
  return token;
}

/**
 * Uses a mailed token for its purpose inside the caller's transaction: an unknown one (or one for
 * another purpose) answers 400, a used or expired one 410, each with its code.
 */
export async function useToken(
  deps: ResolvedDeps,
  tx: StoreTx,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<AccountTokenRow> {
  const hash = await hashOfToken(token);
  const row = await tx.accountTokens.get(hash);
  if (!row || row.purpose !== purpose) throw badRequest('mailedTokenInvalid');
  if (row.usedAt !== null) throw refusal(410, 'mailedTokenUsed');
  const now = deps.now();
  if (Date.parse(row.expiresAt) <= now.getTime()) throw refusal(410, 'mailedTokenExpired');
  if (!(await tx.accountTokens.use(hash, now.toISOString()))) throw refusal(410, 'mailedTokenUsed');
  return row;
}
