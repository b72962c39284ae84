import { accountSuspendedMessage, errorCodes } from '@/contract';
import { ApiError, forbidden } from '../http/api-error';
import { foreverSuspended, isSuspendedAt, type UserRow } from '../store/port';

/** The 403 of a suspended account: it says until when (or that it is for good). */
export function suspendedRefusal(user: UserRow, headers?: Record<string, string>): ApiError {
  const until = user.suspendedUntil === foreverSuspended ? null : user.suspendedUntil;
  return new ApiError(403, errorCodes.accountSuspended, accountSuspendedMessage(until), headers);
}

/** A sign-up waiting for approval, or a suspended account, may not log in (403 with why). */
export function refuseBarredLogin(user: UserRow, now: Date): void {
  if (user.approval === 'awaiting') throw forbidden('awaitingApproval');
  if (isSuspendedAt(user, now)) throw suspendedRefusal(user);
}
