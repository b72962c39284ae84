import type { Context } from 'hono';
import {
  endpoints,
  loginSchema,
  serverMessages,
  signupSchema,
  tooManyAttemptsMessage,
  tooManyLoginsMessage,
} from '@/contract';
import { clientKey } from '../auth/client-key';
import { refuseGuestWhenOff } from '../auth/guest-login';
import { upgradePasswordHash } from '../auth/password-upgrade';
import { HashingBusyError } from '../auth/passwords';
import { loginLimit, loginLimitKey } from '../auth/login-limiter';
import { openSession } from '../auth/sessions';
import type { TokenService } from '../auth/tokens';
import type { ResolvedDeps } from '../deps';
import { notFound, unauthorized, unprocessable } from '../http/api-error';
import { countTry } from '../http/count-try';
import type { On } from '../http/endpoint-router';
import { refuseInlineMedia } from '../http/inline-media';
import { readJson } from '../http/read-body';
import { presentAccount } from '../views';

export function registerAuthRoutes(deps: ResolvedDeps, tokens: TokenService, on: On) {
  const { store, passwords } = deps;
  // Verified against when the username is unknown, so that a miss costs as long as a wrong
  // password. Made when the API starts, so that even the first miss costs no more: of random
  // bytes when the hasher can (each process of a cluster hashing one at once held 32 MiB each).
  const decoyHash = passwords.decoyHash
    ? Promise.resolve(passwords.decoyHash())
    : passwords.hash('decoy password, never matches');
  // A failure shows at the first unknown-username login rather than as an unhandled rejection.
  decoyHash.catch(() => undefined);
  const limiter = deps.rateLimiter;
  const { attemptLimit } = deps;

  // Counts an attempt from the client's address: a 429 answer when it has had too many.
  const tooManyAttempts = async (c: Context) =>
    attemptLimit &&
    countTry(
      limiter,
      `attempts:${clientKey(deps.clientAddress(c))}`,
      attemptLimit,
      tooManyAttemptsMessage,
    );

  on(endpoints.signup, async (c, call) => {
    const {
      confirmPassword: _checkedByClient,
      password,
      ...profile
    } = await readJson(c, signupSchema, deps.maxJsonBytes);
    refuseInlineMedia(deps, { avatarUrl: profile.avatarUrl });
    const refused = await tooManyAttempts(c);
    if (refused) return refused;
    const passwordHash = await passwords.hash(password);
    const answer = await store.transaction(async (tx) => {
      if (await tx.users.getByUsername(profile.username))
        throw unprocessable(serverMessages.usernameExists);
      const now = deps.timestamp();
      const user = {
        _id: deps.newId(),
        avatarUrl: '',
        bio: '',
        website: '',
        ...profile,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      };
      await tx.users.insert(user);
      const encodedToken = await openSession(deps, tokens, tx, user);
      return { createdUser: await presentAccount(tx, user, deps.listCap), encodedToken };
    });
    return call.json(answer, 201);
  });

  on(endpoints.login, async (c, call) => {
    const { username, password } = await readJson(c, loginSchema, deps.maxJsonBytes);
    // Usernames are lowercase (usernamePattern): "Maya.Clay", as a phone's keyboard capitalises
    // it, is maya.clay, for the guest switch and the attempt limit too. An exact match is looked
    // for first, for any name made before the pattern.
    const lowercase = username.toLowerCase();
    refuseGuestWhenOff(deps.guestAccount, lowercase);
    const refused = await tooManyAttempts(c);
    if (refused) return refused;
    const limitKey = loginLimitKey(lowercase, deps.clientAddress(c));
    // Counted as a failure before the check and cleared on success, so that guesses sent in
    // parallel cannot all pass the limit while the first ones are still being verified.
    const limited = await countTry(limiter, limitKey, loginLimit, tooManyLoginsMessage);
    if (limited) return limited;
    const user =
      (await store.users.getByUsername(username)) ??
      (lowercase !== username ? await store.users.getByUsername(lowercase) : undefined);
    // A server too busy to check (503) has not judged the password: that is no failure.
    const verify = async (hash: string) => {
      try {
        return await passwords.verify(password, hash);
      } catch (error) {
        if (error instanceof HashingBusyError)
          await limiter.takeBack(limitKey, loginLimit.windowMs);
        throw error;
      }
    };
    if (!user) {
      await verify(await decoyHash);
      throw notFound(serverMessages.userNotRegistered);
    }
    if (!(await verify(user.passwordHash))) throw unauthorized(serverMessages.invalidCredentials);
    await upgradePasswordHash(deps, user, password);
    await limiter.clear(limitKey, loginLimit.windowMs);
    const answer = await store.transaction(async (tx) => ({
      foundUser: await presentAccount(tx, user, deps.listCap),
      encodedToken: await openSession(deps, tokens, tx, user),
    }));
    return call.json(answer, 200);
  });

  on(endpoints.logout, async (c, call) => {
    await store.sessions.revoke(c.get('session')._id, deps.timestamp());
    deps.sessionStreams.end(c.get('session')._id);
    return call.json({ loggedOut: true }, 200);
  });
}
