import { guestCredentials } from '@/contract';
import { forbidden } from '../http/api-error';

/**
 * Refuses a login as the shared guest account where the instance turned it off (GUEST_ACCOUNT=
 * false). A clear 403 rather than "not registered": the account exists, and the web app hides
 * its button on such instances anyway, so there is nothing to keep secret.
 */
export function refuseGuestWhenOff(guestAccount: boolean, username: string): void {
  if (!guestAccount && username === guestCredentials.username) throw forbidden('guestAccountOff');
}
