import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** When the SMTP conversation delivered or refused it. */
  atMs: number;
}

/**
 * An SMTP server on this machine (a free port unless given) that keeps what it receives: a real SMTP
 * conversation for the sender's tests. `refuseNext(n)` answers the next n messages 451 (a
 * temporary failure), as a server under load would.
 */
export async function startSmtpInbox(port = 0) {
  const received: ReceivedMail[] = [];
  const refused: number[] = [];
  const waiting: (() => void)[] = [];
  let toRefuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse--;
          refused.push(Date.now());
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        void simpleParser(Buffer.concat(chunks)).then((mail: ParsedMail) => {
          received.push({
            from: mail.from?.text ?? '',
            to: Array.isArray(mail.to)
              ? mail.to.map((to) => to.text).join(', ')
              : (mail.to?.text ?? ''),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            atMs: Date.now(),
          });
          callback();
          for (const wake of waiting.splice(0)) wake();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    /** The instants of the refused deliveries. */
    refused,
    refuseNext: (n: number) => void (toRefuse = n),
    /** Waits until `count` mails have arrived (or the timeout), and answers them. */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} mails arrived`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;
