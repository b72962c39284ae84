import type { MailRow, Store } from '../store/port';

/** Later than any test clock: every queued mail is due. */
const farFuture = '9999-01-01T00:00:00.000Z';

/**
 * Takes the queued mail as the host's sender would (claims it and marks it sent) and answers it:
 * what the API tests read instead of an inbox.
 */
export async function takeMail(store: Store): Promise<MailRow[]> {
  const mails = await store.mail.claimDue(farFuture, farFuture, 100);
  for (const mail of mails) await store.mail.markSent(mail._id, farFuture);
  return mails;
}

/** The token of the one link to `path` in a mail's text. */
export function tokenIn(mail: Pick<MailRow, 'text'> | undefined, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=([A-Za-z0-9_%-]+)`).exec(
    mail?.text ?? '',
  );
  if (!match?.[1]) throw new Error(`No ${path} link in ${JSON.stringify(mail?.text)}`);
  return decodeURIComponent(match[1]);
}
