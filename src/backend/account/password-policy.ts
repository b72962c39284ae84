import type { PasswordOwner, ServerMessageName } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { unprocessable } from '../http/api-error';

const refusals = {
  likeName: 'passwordLikeName',
  common: 'passwordTooCommon',
  weak: 'passwordTooWeak',
} as const satisfies Record<string, ServerMessageName>;

/**
 * Refuses a new password (at sign-up, a change or a reset) with a 422 that says what to do:
 * made of the person's own names (password_like_name), built on a common or breached password
 * (password_too_common), or otherwise quick to guess (password_too_weak). The length limits are
 * the body schemas'; this is what they cannot see. Passwords the seed sets skip it.
 */
export async function refuseWeakPassword(
  deps: ResolvedDeps,
  password: string,
  person: PasswordOwner,
): Promise<void> {
  const judge = await deps.passwordJudge();
  const { verdict } = judge(password, person);
  if (verdict !== 'ok') throw unprocessable(refusals[verdict]);
}
