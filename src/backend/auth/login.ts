import type { Login } from '@/contract';
import type { RequestOrigin } from '../account/session-origin';
import type { ResolvedDeps } from '../deps';
import { notFound, unauthorized } from '../http/api-error';
import { countTry } from '../http/count-try';
import { refuseBarredLogin } from '../moderation/standing';
import { presentAccount } from '../views';
import { refuseGuestWhenOff } from './guest-login';
import {
  countAccountLogin,
  countAttempt,
  loginLimit,
  loginLimitKey,
  tooManyLogins,
} from './login-limiter';
import { upgradePasswordHash } from './password-upgrade';
import { HashingBusyError } from './passwords';
import { openSession } from './sessions';
import type { TokenService } from './tokens';

/**
 * The login check of one app: a username and password in, the account and a new session's token
 * out. Failed logins are limited per username and address and per account from anywhere, and
 * every login counts as an attempt from the address.
 */
export function createLogin(deps: ResolvedDeps, tokens: TokenService) {
  const { store, passwords, rateLimiter: limiter } = deps;
  // Verified against when the username is unknown, so that a miss costs as long as a wrong
  // password. Made when the API starts, so that even the first miss costs no more: of random
  // bytes when the hasher can (each process of a cluster hashing one at once held 32 MiB each).
  const decoyHash = passwords.decoyHash
    ? Promise.resolve(passwords.decoyHash())
    : passwords.hash('decoy password, never matches');
  // A failure shows at the first unknown-username login rather than as an unhandled rejection.
  decoyHash.catch(() => undefined);

  return async function logIn({ username, password }: Login, origin: RequestOrigin) {
    const clientAddress = origin.address;
    // Usernames are lowercase (usernamePattern): "Maya.Clay", as a phone's keyboard capitalises
    // it, is maya.clay, for the guest switch and the attempt limit too. An exact match is looked
    // for first, for any name made before the pattern.
    const lowercase = username.toLowerCase();
    refuseGuestWhenOff(deps.guestAccount, lowercase);
    await countAttempt(deps, clientAddress);
    const limitKey = loginLimitKey(lowercase, clientAddress);
    // Counted as a failure before the check and cleared on success, so that guesses sent in
    // parallel cannot all pass the limit while the first ones are still being verified.
    await countTry(limiter, limitKey, loginLimit, tooManyLogins);
    // A login the account's own limit refuses was never judged: this address is not charged.
    const accountCount = await countAccountLogin(limiter, lowercase).catch(async (error) => {
      await limiter.takeBack(limitKey, loginLimit.windowMs);
      throw error;
    });
    const user =
      (await store.users.getByUsername(username)) ??
      (lowercase !== username ? await store.users.getByUsername(lowercase) : undefined);
    // A server too busy to check (503) has not judged the password: that is no failure.
    const verify = async (hash: string) => {
      try {
        return await passwords.verify(password, hash);
      } catch (error) {
        if (error instanceof HashingBusyError) {
          await limiter.takeBack(limitKey, loginLimit.windowMs);
          await accountCount.takeBack();
        }
        throw error;
      }
    };
    if (!user) {
      await verify(await decoyHash);
      throw notFound('userNotRegistered');
    }
    if (!(await verify(user.passwordHash))) throw unauthorized('invalidCredentials');
    // Only once the password is right: nobody else learns that an account is suspended.
    refuseBarredLogin(user, deps.now());
    await upgradePasswordHash(deps, user, password);
    await limiter.clear(limitKey, loginLimit.windowMs);
    await accountCount.clear();
    return store.transaction(async (tx) => ({
      foundUser: await presentAccount(tx, user, deps.listCap),
      encodedToken: await openSession(deps, tokens, tx, user, origin),
    }));
  };
}
