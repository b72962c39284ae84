import type { ResolvedDeps } from '../deps';
import { badRequest, forbidden } from '../http/api-error';
import type { StoreTx } from '../store/port';

/**
 * What REGISTRATIONS lets through before anything is hashed or stored: closed refuses every
 * signup, invite one without a code. Approval lets it through, to wait for a moderator.
 */
export function refuseClosedSignup(
  deps: Pick<ResolvedDeps, 'registrations'>,
  inviteCode: string | undefined,
): string | undefined {
  if (deps.registrations === 'closed') throw forbidden('registrationsClosed');
  if (deps.registrations === 'invite' && !inviteCode?.trim()) throw badRequest('inviteRequired');
  return deps.registrations === 'invite' ? inviteCode : undefined;
}

/** Counts one use of an invite code in the signup's transaction; 400 when it does not work. */
export async function useInvite(tx: StoreTx, code: string, now: string): Promise<void> {
  if (!(await tx.moderation.useInvite(code.trim(), now))) throw badRequest('inviteInvalid');
}
