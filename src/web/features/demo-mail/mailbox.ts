/** A mail the in-page demo's backend sent. */
export interface MailboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** A UTC ISO string. */
  sentAt: string;
}

/** What the panel reads of the demo's mailbox: its mail, newest first, and word of new mail. */
export interface Mailbox {
  mails: () => readonly MailboxMail[];
  subscribe: (listener: () => void) => () => void;
}
