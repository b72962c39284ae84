import { accountLimits } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { unprocessable } from '../http/api-error';

/** Who the password is for: it may not be their name or address. */
export interface PasswordOwner {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Refuses a new password (422) that is too short, or that is the owner's username or email
 * address in any case. Every new password goes through it: a change, a reset.
 */
export async function refuseWeakPassword(
  _deps: ResolvedDeps,
  password: string,
  owner: PasswordOwner,
): Promise<void> {
  if (password.length < accountLimits.newPasswordMin) throw unprocessable('passwordTooShort');
  const lower = password.toLowerCase();
  if ([owner.username, owner.email].some((name) => name.toLowerCase() === lower))
    throw unprocessable('passwordLikeName');
  return Promise.resolve();
}
