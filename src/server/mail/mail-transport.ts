import { createTransport } from 'nodemailer';
import type { Logger } from '../logger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Hands one mail on; a rejection is a failed attempt, which the sender retries. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Through the SMTP server of SMTP_URL (smtps:// is TLS from the start, smtp:// STARTTLS). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = createTransport(smtpUrl, { from });
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ to, subject, text });
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP_URL: each mail is one line of the server log, its text and links included, so
 * that a local instance's resets and confirmations still work.
 */
export function createLogTransport(logger: Logger): MailTransport {
  return {
    send: ({ to, subject, text }) => {
      logger.info(`Mail (no SMTP_URL) to ${to}: ${subject}: ${JSON.stringify(text)}`);
      return Promise.resolve();
    },
    close: () => undefined,
  };
}
