import { guestCredentials, serverMessages } from '@/contract';
import { ApiError } from '../http/api-error';

/**
 * Refuses a login as the shared guest account where the instance turned it off (GUEST_ACCOUNT=
 * false). A clear 403 rather than "not registered": the account exists, and the web app hides
 * its button on such instances anyway, so there is nothing to keep secret.
 */
export function refuseGuestWhenOff(guestAccount: boolean, username: string): void {
  if (!guestAccount && username === guestCredentials.username)
    throw new ApiError(403, serverMessages.guestAccountOff);
}
