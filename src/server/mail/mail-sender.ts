import type { MailRow, Store } from '../../backend/store/port';
import type { Logger } from '../logger';
import type { MailTransport } from './mail-transport';

export interface MailSenderOptions {
  now?: () => Date;
  /** How often the outbox is asked for due mail besides the wake-ups; 5 s unless set. */
  pollMs?: number;
  /** The wait after the first failure, doubled after each later one; a minute unless set. */
  retryBaseMs?: number;
  /** Attempts before the sender gives up on a mail; 8 unless set (about two hours of retries). */
  maxAttempts?: number;
  /**
   * How long a claimed mail is left to this sender: a process that dies while sending leaves it
   * due again after this. 10 minutes unless set.
   */
  leaseMs?: number;
  /** Mails claimed at once. */
  batch?: number;
  /** Told of each failed send and what follows it (the metrics count them); nothing unless set. */
  onFailure?: (outcome: 'retry' | 'given_up') => void;
}

export interface MailSender {
  /** Asks the outbox at once (the API queued a mail). */
  wake(): void;
  /** Stops after the mail being sent, if any. */
  stop(): Promise<void>;
}

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Drains the outbox: claims due mail, sends it, and marks it sent, or due again after an
 * exponential backoff, or given up after maxAttempts (logged). Every server process may run one
 * on the same database; their claims never overlap (MailPort.claimDue).
 */
export function startMailSender(
  store: Store,
  transport: MailTransport,
  logger: Logger,
  options: MailSenderOptions = {},
): MailSender {
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 5_000;
  const retryBaseMs = options.retryBaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const batch = options.batch ?? 10;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let again = false;
  let running: Promise<void> | undefined;

  async function deliver(mail: MailRow) {
    try {
      await transport.send(mail);
      await store.mail.markSent(mail._id, now().toISOString());
      logger.debug(`Mail ${mail._id} sent`);
    } catch (error) {
      const reason = reasonOf(error);
      options.onFailure?.(mail.attempts >= maxAttempts ? 'given_up' : 'retry');
      if (mail.attempts >= maxAttempts) {
        await store.mail.giveUp(mail._id, now().toISOString(), reason);
        logger.error(`Gave up on mail ${mail._id} after ${mail.attempts} attempts`, error);
        return;
      }
      const delayMs = retryBaseMs * 2 ** (mail.attempts - 1);
      await store.mail.retryAt(mail._id, new Date(now().getTime() + delayMs).toISOString(), reason);
      logger.warn(
        `Mail ${mail._id} failed (attempt ${mail.attempts}), again in ${Math.round(delayMs / 1000)} s: ${reason}`,
      );
    }
  }

  async function drain() {
    let claimed: MailRow[];
    do {
      const at = now();
      claimed = await store.mail.claimDue(
        at.toISOString(),
        new Date(at.getTime() + leaseMs).toISOString(),
        batch,
      );
      for (const mail of claimed) await deliver(mail);
    } while (claimed.length === batch && !stopped);
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = drain()
      .catch((error: unknown) => logger.error('The mail outbox could not be read', error))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        } else schedule();
      });
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(run, pollMs);
    timer.unref();
  }

  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
