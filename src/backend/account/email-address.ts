import {
  errorCodes,
  guestCredentials,
  mailedTokenLimits,
  tooManyMailsMessage,
  type ChangeEmailBody,
} from '@/contract';
import type { ResolvedDeps } from '../deps';
import { badRequest, forbidden, unprocessable } from '../http/api-error';
import { countTry } from '../http/count-try';
import type { TooMany } from '../limits/limit-writes';
import { issueToken, useToken } from '../mail/mailed-tokens';
import { changeEmailMail, emailChangeNoticeMail, verifyEmailMail } from '../mail/mail-texts';
import { publicLink, queueMail } from '../mail/outbox';
import type { StoreTx, UserRow } from '../store/port';
import { formatTimestamp } from '../timestamps';

/** Confirmation mails one account may ask for (a resend, a change of address) per hour. */
export const confirmationLimit = { maxFailures: 5, windowMs: 60 * 60 * 1000 } as const;

const tooManyMails: TooMany = { code: errorCodes.tooManyMails, message: tooManyMailsMessage };

/** Queues the mail whose link confirms `email` as the user's address, in the caller's transaction. */
export async function queueConfirmation(
  deps: ResolvedDeps,
  tx: StoreTx,
  user: Pick<UserRow, '_id' | 'username'>,
  email: string,
  kind: 'signup' | 'change',
): Promise<void> {
  const token = await issueToken(deps, tx, {
    userId: user._id,
    purpose: 'verify-email',
    email,
    lifetimeSeconds: mailedTokenLimits.verifySeconds,
  });
  const link = publicLink(deps, '/verify-email', token);
  const mail =
    kind === 'signup' ? verifyEmailMail(user.username, link) : changeEmailMail(user.username, link);
  await queueMail(deps, tx, { to: email, ...mail });
}

/** Mails the owner's confirmation link again; answers the address it went to. */
export async function resendVerification(deps: ResolvedDeps, user: UserRow): Promise<string> {
  if (user.emailVerifiedAt !== null) throw badRequest('emailAlreadyVerified');
  await countTry(deps.rateLimiter, `confirm:${user._id}`, confirmationLimit, tooManyMails);
  await deps.store.transaction((tx) => queueConfirmation(deps, tx, user, user.email, 'signup'));
  deps.onMailQueued();
  return user.email;
}

/**
 * Confirms the token's address: the account's own is marked confirmed, and a new one asked for
 * (a change) becomes the account's, unless another account took it meanwhile (422).
 */
export async function verifyEmail(
  deps: ResolvedDeps,
  token: string,
): Promise<{ email: string; username: string }> {
  return deps.store.transaction(async (tx) => {
    const row = await useToken(deps, tx, token, 'verify-email');
    const user = await tx.users.get(row.userId);
    if (!user) throw badRequest('mailedTokenInvalid');
    const now = formatTimestamp(deps.now());
    if (row.email.toLowerCase() !== user.email.toLowerCase()) {
      const holder = await tx.users.getByEmail(row.email);
      if (holder && holder._id !== user._id) throw unprocessable('emailTaken');
    }
    await tx.users.update(user._id, { email: row.email, emailVerifiedAt: now, updatedAt: now });
    return { email: row.email, username: user.username };
  });
}

/**
 * Asks to change the owner's address once the current password is confirmed: the new address
 * gets a confirmation link (the change takes effect when it is opened), the old one a notice.
 */
export async function changeEmail(
  deps: ResolvedDeps,
  user: UserRow,
  { currentPassword, newEmail }: ChangeEmailBody,
): Promise<string> {
  if (user.username === guestCredentials.username) throw forbidden('guestEmailFixed');
  if (!(await deps.passwords.verify(currentPassword, user.passwordHash)))
    throw forbidden('wrongPassword');
  const email = newEmail.trim();
  if (email.toLowerCase() === user.email.toLowerCase()) throw unprocessable('emailUnchanged');
  if (await deps.store.users.getByEmail(email)) throw unprocessable('emailTaken');
  await countTry(deps.rateLimiter, `confirm:${user._id}`, confirmationLimit, tooManyMails);
  await deps.store.transaction(async (tx) => {
    await queueConfirmation(deps, tx, user, email, 'change');
    await queueMail(deps, tx, { to: user.email, ...emailChangeNoticeMail(user.username, email) });
  });
  deps.onMailQueued();
  return email;
}

/** REQUIRE_VERIFIED_EMAIL: an account whose address is not confirmed may not post or reply. */
export function refuseUnverified(deps: ResolvedDeps, user: UserRow): void {
  if (deps.requireVerifiedEmail && user.emailVerifiedAt === null)
    throw forbidden('emailUnverified');
}
