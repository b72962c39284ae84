import {
  errorCodes,
  guestCredentials,
  tooManyAccountLoginsMessage,
  tooManyAttemptsMessage,
  tooManyLoginsMessage,
} from '@/contract';
import type { ResolvedDeps } from '../deps';
import { countTry } from '../http/count-try';
import { tooManyRequests, type TooMany } from '../limits/limit-writes';
import type { RateLimiter } from '../limits/rate-limiter';
import { clientKey } from './client-key';

/** At most this many failed logins per window for one (username, client address). */
export const loginLimit = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

/**
 * At most this many failed logins per window for one account, from any mix of addresses: past
 * them its logins are slowed (slowedLoginLimit), so that guesses spread over many addresses get
 * as little as those from one.
 */
export const accountLoginLimit = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

/**
 * While an account is past its limit, one login a minute is judged, from anywhere; the others
 * are refused unjudged, a right password too. The owner waits a minute, not the quarter hour.
 */
export const slowedLoginLimit = { maxFailures: 1, windowMs: 60 * 1000 } as const;

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

const tooManyAccountLogins: TooMany = {
  code: errorCodes.tooManyAccountLogins,
  message: tooManyAccountLoginsMessage,
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

/** What a counted login of one account may undo: a try never judged, or the count on success. */
export interface AccountLoginCount {
  takeBack(): Promise<void>;
  clear(): Promise<void>;
}

const uncounted: AccountLoginCount = { takeBack: async () => {}, clear: async () => {} };

/**
 * Counts a login of one account against its limit, from any address (a 429 when its logins are
 * slowed and this minute's is taken). The tenth try is judged as the first of a slowed minute,
 * so that after ten failures even the right password waits. The guest's password is published
 * for everyone, so guessing it gains nothing, and slowing it would shut everyone out: it is not
 * counted.
 */
export async function countAccountLogin(
  limiter: RateLimiter,
  username: string,
): Promise<AccountLoginCount> {
  const name = username.trim().toLowerCase();
  if (name === guestCredentials.username) return uncounted;
  const failures = `login-account:${name}`;
  const slowed = `login-account-slowed:${name}`;
  const { maxFailures, windowMs } = accountLoginLimit;
  const fast = await limiter.hit(failures, maxFailures - 1, windowMs);
  const inSlowedMinute = !fast.allowed;
  if (inSlowedMinute) {
    const slow = await limiter.hit(slowed, slowedLoginLimit.maxFailures, slowedLoginLimit.windowMs);
    if (!slow.allowed) throw tooManyRequests(slow.retryAfterMs, tooManyAccountLogins);
  }
  return {
    takeBack: async () => {
      await limiter.takeBack(failures, windowMs);
      if (inSlowedMinute) await limiter.takeBack(slowed, slowedLoginLimit.windowMs);
    },
    clear: async () => {
      await limiter.clear(failures, windowMs);
      await limiter.clear(slowed, slowedLoginLimit.windowMs);
    },
  };
}
