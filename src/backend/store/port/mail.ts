/**
 * The outbox: mail the API asks to send, kept until the host's sender has sent it. Its instants
 * are UTC ISO strings (Date.toISOString()), which sort as text in time order.
 */
export interface MailRow {
  _id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  /** Sending attempts begun so far, the one under way included. */
  attempts: number;
  /** When the sender may take it next: at once, after a failure's backoff, or a claim's lease. */
  nextAttemptAt: string;
  sentAt: string | null;
  /** When the sender gave up on it. */
  failedAt: string | null;
  /** The last failure's reason; empty while none failed. */
  lastError: string;
}

export type NewMailRow = Pick<MailRow, '_id' | 'to' | 'subject' | 'text' | 'createdAt'>;

export interface MailPort {
  /** Queues a mail, due at once. */
  enqueue(row: NewMailRow): Promise<void>;
  /**
   * Takes up to `limit` mails due at `at`, soonest first, for one sender: each counts one more
   * attempt and is due again only at `leaseUntil`, so that no other sender (another process on
   * the same database) takes it meanwhile, and a sender that died mid-send leaves it to be tried
   * again. Two senders claiming at once never get the same mail.
   */
  claimDue(at: string, leaseUntil: string, limit: number): Promise<MailRow[]>;
  markSent(id: string, at: string): Promise<void>;
  /** A failed attempt that will be tried again at `nextAttemptAt`. */
  retryAt(id: string, nextAttemptAt: string, error: string): Promise<void>;
  /** A failed last attempt: the mail is never tried again. */
  giveUp(id: string, at: string, error: string): Promise<void>;
  /** Deletes the mails sent or given up before `before`; answers how many went. */
  deleteDoneBefore(before: string): Promise<number>;
  get(id: string): Promise<MailRow | undefined>;
  /** Mails neither sent nor given up: the outbox's depth, for the host's metrics. */
  countUnsent(): Promise<number>;
}

/** What a single-use token of an account is for. */
export type AccountTokenPurpose = 'password-reset' | 'verify-email';

/**
 * A token mailed to someone: only the hash of the random token is kept, so that a copy of the
 * database resets nobody's password. A verify-email token names the address it confirms (a
 * change of address takes effect when the new one is confirmed).
 */
export interface AccountTokenRow {
  hash: string;
  userId: string;
  purpose: AccountTokenPurpose;
  email: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface AccountTokensPort {
  insert(row: AccountTokenRow): Promise<void>;
  get(hash: string): Promise<AccountTokenRow | undefined>;
  /** Marks the token used, unless it was already; answers whether this call did. */
  use(hash: string, at: string): Promise<boolean>;
  /** Deletes the tokens that expired before `before`; answers how many went. */
  deleteExpiredBefore(before: string): Promise<number>;
}
