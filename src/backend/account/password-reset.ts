import {
  errorCodes,
  guestCredentials,
  mailedTokenLimits,
  tooManyMailsMessage,
  type PasswordResetBody,
} from '@/contract';
import { clientKey } from '../auth/client-key';
import type { ResolvedDeps } from '../deps';
import { countTry } from '../http/count-try';
import type { TooMany } from '../limits/limit-writes';
import { hashOfToken, issueToken, useToken } from '../mail/mailed-tokens';
import { passwordResetMail } from '../mail/mail-texts';
import { publicLink, queueMail } from '../mail/outbox';
import { formatTimestamp } from '../timestamps';
import { badRequest, refusal } from '../http/api-error';
import { refuseWeakPassword } from './password-policy';

/** Reset mails asked for per client address, and per address or username asked about. */
export const resetLimits = {
  perClient: { maxFailures: 10, windowMs: 60 * 60 * 1000 },
  perLogin: { maxFailures: 3, windowMs: 60 * 60 * 1000 },
} as const;

const tooManyMails: TooMany = { code: errorCodes.tooManyMails, message: tooManyMailsMessage };

/**
 * Mails a reset link to the account with this email address or username, if there is one that
 * may be reset (the guest's password is public and fixed). The caller answers the same either
 * way; the limits count the address and the name asked about, known or not, so they tell
 * nothing either.
 */
export async function requestPasswordReset(
  deps: ResolvedDeps,
  login: string,
  clientAddress: string,
): Promise<void> {
  const name = login.trim().toLowerCase();
  await countTry(
    deps.rateLimiter,
    `reset:${clientKey(clientAddress)}`,
    resetLimits.perClient,
    tooManyMails,
  );
  await countTry(deps.rateLimiter, `reset-login:${name}`, resetLimits.perLogin, tooManyMails);
  const user = name.includes('@')
    ? await deps.store.users.getByEmail(name)
    : await deps.store.users.getByUsername(login.trim());
  if (!user || user.username === guestCredentials.username || user.approval !== 'approved') return;
  await deps.store.transaction(async (tx) => {
    const token = await issueToken(deps, tx, {
      userId: user._id,
      purpose: 'password-reset',
      email: user.email,
      lifetimeSeconds: mailedTokenLimits.resetSeconds,
    });
    const mail = passwordResetMail(user.username, publicLink(deps, '/reset-password', token));
    await queueMail(deps, tx, { to: user.email, ...mail });
  });
  deps.onMailQueued();
}

/**
 * Sets the new password of the token's account and uses the token up: every session of the
 * account ends, its open streams at once in every process. Answers how many sessions ended.
 */
export async function resetPassword(
  deps: ResolvedDeps,
  { token, newPassword }: PasswordResetBody,
): Promise<number> {
  // Read first, so that a weak password is refused (and the token kept) before any hashing.
  const found = await deps.store.accountTokens.get(await hashOfToken(token));
  if (!found || found.purpose !== 'password-reset') throw badRequest('mailedTokenInvalid');
  if (found.usedAt !== null) throw refusal(410, 'mailedTokenUsed');
  const user = await deps.store.users.get(found.userId);
  if (!user) throw badRequest('mailedTokenInvalid');
  await refuseWeakPassword(deps, newPassword, user);
  const passwordHash = await deps.passwords.hash(newPassword);
  const ended = await deps.store.transaction(async (tx) => {
    await useToken(deps, tx, token, 'password-reset');
    const now = formatTimestamp(deps.now());
    await tx.users.update(user._id, { passwordHash, updatedAt: now });
    return tx.sessions.revokeAllOf(user._id, now);
  });
  for (const id of ended) deps.sessionStreams.end(id);
  if (ended.length > 0) deps.events.endStreams({ endedUserIds: [user._id] });
  return ended.length;
}
