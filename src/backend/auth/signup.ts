import { signupAwaitingApprovalMessage, type Signup } from '@/contract';
import { refuseWeakPassword } from '../account/password-policy';
import type { RequestOrigin } from '../account/session-origin';
import type { ResolvedDeps } from '../deps';
import { unprocessable } from '../http/api-error';
import { refuseInlineMedia } from '../http/inline-media';
import { withStanding } from '../store/port';
import { refuseClosedSignup, useInvite } from '../moderation/registrations';
import { queueConfirmation } from '../account/email-address';
import { presentAccount } from '../views';
import { countAttempt } from './login-limiter';
import { openSession } from './sessions';
import type { TokenService } from './tokens';

/**
 * Makes an account and its first session, unless the username or the email address is taken (a
 * username also while it rests after its account's deletion) or the password is weak (password-policy.ts). Counts as an attempt from the client's address (each
 * costs a password hash). The web app checks confirmPassword; the server drops it.
 */
export async function signUp(
  deps: ResolvedDeps,
  tokens: TokenService,
  { confirmPassword: _checkedByClient, password, inviteCode, ...profile }: Signup,
  origin: RequestOrigin,
) {
  const invite = refuseClosedSignup(deps, inviteCode);
  refuseInlineMedia(deps, { avatarUrl: profile.avatarUrl });
  await countAttempt(deps, origin.address);
  await refuseWeakPassword(deps, password, profile);
  const passwordHash = await deps.passwords.hash(password);
  const answer = await deps.store.transaction(async (tx) => {
    if (await tx.users.getByUsername(profile.username)) throw unprocessable('usernameExists');
    if (await tx.accounts.isRetired(profile.username, deps.now().getTime()))
      throw unprocessable('usernameRetired');
    const now = deps.timestamp();
    if (invite !== undefined) await useInvite(tx, invite, now);
    // In any case: Maya@Example.com is maya@example.com. A refusal rolls the invite's use back.
    if ((await tx.users.getByEmail(profile.email)) !== undefined) throw unprocessable('emailTaken');
    const awaiting = deps.registrations === 'approval';
    const user = withStanding({
      _id: deps.newId(),
      avatarUrl: '',
      bio: '',
      website: '',
      ...profile,
      passwordHash,
      createdAt: now,
      updatedAt: now,
      emailVerifiedAt: null,
      ...(awaiting ? { approval: 'awaiting' as const } : {}),
    });
    await tx.users.insert(user);
    await queueConfirmation(deps, tx, user, user.email, 'signup');
    if (awaiting) return { message: signupAwaitingApprovalMessage };
    const encodedToken = await openSession(deps, tokens, tx, user, origin);
    return { createdUser: await presentAccount(tx, user, deps.listCap), encodedToken };
  });
  deps.onMailQueued();
  return answer;
}
