import { Hono, type Context } from 'hono';
import {
  loginSchema,
  serverMessages,
  signupSchema,
  tooManyAttemptsMessage,
  tooManyLoginsMessage,
} from '../../contract';
import { clientKey } from '../auth/client-key';
import { createLoginLimiter, loginLimitKey } from '../auth/login-limiter';
import { openSession } from '../auth/sessions';
import type { TokenService } from '../auth/tokens';
import type { ResolvedDeps } from '../deps';
import { notFound, unauthorized, unprocessable } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { readJson } from '../http/read-body';
import type { AuthMiddleware } from '../http/require-user';
import { StoreConflictError } from '../store/errors';
import { presentAccount } from '../views';

export function authRoutes(deps: ResolvedDeps, tokens: TokenService, auth: AuthMiddleware) {
  const { store, passwords } = deps;
  // Verified against when the username is unknown, so that a miss costs as long as a wrong
  // password. Hashed when the API starts, so that even the first miss costs no more.
  const decoyHash = passwords.hash('decoy password, never matches');
  // A failure shows at the first unknown-username login rather than as an unhandled rejection.
  decoyHash.catch(() => undefined);
  const limiter = createLoginLimiter(deps.now);
  const attempts = deps.attemptLimit && createLoginLimiter(deps.now, deps.attemptLimit);

  /** Counts an attempt from the client's address: a 429 answer when it has had too many. */
  function tooManyAttempts(c: Context) {
    if (!attempts) return undefined;
    const key = clientKey(deps.clientAddress(c));
    const retryAfter = attempts.retryAfterSeconds(key);
    if (retryAfter > 0) {
      const errors = [tooManyAttemptsMessage(retryAfter)];
      return c.json({ errors }, 429, { 'Retry-After': String(retryAfter) });
    }
    attempts.recordFailure(key);
    return undefined;
  }

  return new Hono<AppEnv>()
    .post('/signup', async (c) => {
      const {
        confirmPassword: _checkedByClient,
        password,
        ...profile
      } = await readJson(c, signupSchema, deps.maxJsonBytes);
      const refused = tooManyAttempts(c);
      if (refused) return refused;
      const passwordHash = await passwords.hash(password);
      const answer = await store
        .transaction(async (tx) => {
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
          return { createdUser: await presentAccount(tx, user), encodedToken };
        })
        .catch((error: unknown) => {
          if (error instanceof StoreConflictError)
            throw unprocessable(serverMessages.usernameExists);
          throw error;
        });
      return c.json(answer, 201);
    })
    .post('/login', async (c) => {
      const { username, password } = await readJson(c, loginSchema, deps.maxJsonBytes);
      const refused = tooManyAttempts(c);
      if (refused) return refused;
      const limitKey = loginLimitKey(username, deps.clientAddress(c));
      const retryAfter = limiter.retryAfterSeconds(limitKey);
      if (retryAfter > 0) {
        const errors = [tooManyLoginsMessage(retryAfter)];
        return c.json({ errors }, 429, { 'Retry-After': String(retryAfter) });
      }
      // Counted before the check and cleared on success, so that guesses sent in parallel
      // cannot all pass the limit while the first ones are still being verified.
      limiter.recordFailure(limitKey);
      const user = await store.users.getByUsername(username);
      if (!user) {
        await passwords.verify(password, await decoyHash);
        throw notFound(serverMessages.userNotRegistered);
      }
      if (!(await passwords.verify(password, user.passwordHash)))
        throw unauthorized(serverMessages.invalidCredentials);
      limiter.clear(limitKey);
      const answer = await store.transaction(async (tx) => ({
        foundUser: await presentAccount(tx, user),
        encodedToken: await openSession(deps, tokens, tx, user),
      }));
      return c.json(answer, 200);
    })
    .post('/logout', auth, async (c) => {
      await store.sessions.revoke(c.get('session')._id, deps.timestamp());
      return c.json({ loggedOut: true as const }, 200);
    });
}
