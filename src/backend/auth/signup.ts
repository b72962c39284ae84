import { signupAwaitingApprovalMessage, type Signup } from '@/contract';
import { refuseWeakPassword } from '../account/password-policy';
import type { ResolvedDeps } from '../deps';
import { unprocessable } from '../http/api-error';
import { refuseInlineMedia } from '../http/inline-media';
import { withStanding } from '../store/port';
import { refuseClosedSignup, useInvite } from '../moderation/registrations';
import { presentAccount } from '../views';
import { countAttempt } from './login-limiter';
import { openSession } from './sessions';
import type { TokenService } from './tokens';

/**
 * Makes an account and its first session, unless the username or the email address is taken or
 * the password is weak (password-policy.ts). Counts as an attempt from the client's address (each
 * costs a password hash). The web app checks confirmPassword; the server drops it.
 */
export async function signUp(
  deps: ResolvedDeps,
  tokens: TokenService,
  { confirmPassword: _checkedByClient, password, inviteCode, ...profile }: Signup,
  clientAddress: string,
) {
  const invite = refuseClosedSignup(deps, inviteCode);
  refuseInlineMedia(deps, { avatarUrl: profile.avatarUrl });
  await countAttempt(deps, clientAddress);
  await refuseWeakPassword(deps, password, profile);
  const passwordHash = await deps.passwords.hash(password);
  return deps.store.transaction(async (tx) => {
    if (await tx.users.getByUsername(profile.username)) throw unprocessable('usernameExists');
    const now = deps.timestamp();
    if (invite !== undefined) await useInvite(tx, invite, now);
    // In any case: Maya@Example.com is maya@example.com. A refusal rolls the invite's use back.
    if (await tx.users.emailTaken(profile.email)) throw unprocessable('emailExists');
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
      ...(awaiting ? { approval: 'awaiting' as const } : {}),
    });
    await tx.users.insert(user);
    if (awaiting) return { message: signupAwaitingApprovalMessage };
    const encodedToken = await openSession(deps, tokens, tx, user);
    return { createdUser: await presentAccount(tx, user, deps.listCap), encodedToken };
  });
}
