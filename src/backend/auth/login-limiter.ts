import { errorCodes, tooManyAttemptsMessage, tooManyLoginsMessage } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { countTry } from '../http/count-try';
import type { TooMany } from '../limits/limit-writes';
import { clientKey } from './client-key';

/** At most this many failed logins per window for one (username, client address). */
export const loginLimit = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

/**
 * The Node host's cap on login and signup attempts from one client address, whatever the
 * usernames: each attempt costs a password hash.
 */
export const attemptLimit = { maxFailures: 30, windowMs: 60 * 1000 } as const;

/** The 429 past the login limit: it says when the next try is allowed. */
export const tooManyLogins: TooMany = {
  code: errorCodes.tooManyLogins,
  message: tooManyLoginsMessage,
};

const tooManyAttempts: TooMany = {
  code: errorCodes.tooManyAttempts,
  message: tooManyAttemptsMessage,
};

/**
 * The login limit's key in the rate limiter (deps.rateLimiter), which keeps the counts. The
 * client address counts as clientKey has it: an IPv6 client by its /64.
 */
export const loginLimitKey = (username: string, clientAddress: string) =>
  `login:${username.trim().toLowerCase()}\n${clientKey(clientAddress)}`;

/**
 * Counts a login or signup attempt from the client's address where the host limits them
 * (deps.attemptLimit): a 429 refusal is thrown when the address has had too many.
 */
export async function countAttempt(
  deps: Pick<ResolvedDeps, 'attemptLimit' | 'rateLimiter'>,
  clientAddress: string,
): Promise<void> {
  if (!deps.attemptLimit) return;
  const key = `attempts:${clientKey(clientAddress)}`;
  await countTry(deps.rateLimiter, key, deps.attemptLimit, tooManyAttempts);
}
