import type { Store } from '../backend/store/port';

/** A mail as the demo's mail panel shows it. */
export interface DemoMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** When it was sent, as a UTC ISO string. */
  sentAt: string;
}

/** The in-page mailbox of the demo: the mail its backend sent, newest first. */
export interface DemoMailbox {
  mails: () => readonly DemoMail[];
  /** Calls `listener` after each new mail; answers the call that stops it. */
  subscribe: (listener: () => void) => () => void;
}

export interface DemoMailSender extends DemoMailbox {
  /** Takes the queued mail (the API just queued some). */
  wake: () => void;
}

/**
 * The demo's sender: there is no SMTP in a page, so it drains the memory store's outbox through
 * the same port as the Node host's sender (claim, mark sent) into a mailbox the page shows.
 */
export function createDemoMailSender(store: Store, now = () => new Date()): DemoMailSender {
  let mails: readonly DemoMail[] = [];
  const listeners = new Set<() => void>();
  let running = Promise.resolve();

  async function drain() {
    const at = now().toISOString();
    // A lease nobody reaches: this tab is the outbox's only sender.
    const claimed = await store.mail.claimDue(at, '9999-12-31T23:59:59.999Z', 50);
    if (claimed.length === 0) return;
    for (const mail of claimed) await store.mail.markSent(mail._id, at);
    const arrived = claimed.map(({ _id, to, subject, text }) => ({
      id: _id,
      to,
      subject,
      text,
      sentAt: at,
    }));
    mails = [...arrived.reverse(), ...mails];
    for (const listener of listeners) listener();
  }

  return {
    mails: () => mails,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    wake() {
      // The API tells before its answer goes: the mail is drained once that request is done.
      running = running.then(drain, drain);
    },
  };
}
