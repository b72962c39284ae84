import type { ResolvedDeps } from '../deps';
import type { StoreTx } from '../store/port';

export interface MailToSend {
  to: string;
  subject: string;
  text: string;
}

/**
 * Queues a mail inside the transaction of the write that causes it: the mail exists exactly when
 * the write does, and the host's sender takes it from there, never inside the request. The caller
 * tells the sender after the commit (mailQueued).
 */
export async function queueMail(deps: ResolvedDeps, tx: StoreTx, mail: MailToSend): Promise<void> {
  await tx.mail.enqueue({ _id: deps.newId(), ...mail, createdAt: deps.now().toISOString() });
}

/** A link into the web app at the instance's public address. */
export const publicLink = (deps: ResolvedDeps, path: string, token: string) =>
  `${deps.publicUrl}${path}?token=${encodeURIComponent(token)}`;
