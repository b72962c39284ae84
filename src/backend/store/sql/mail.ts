import { sql, type Kysely } from 'kysely';
import type { StoreTx } from '../port';
import type { SqlDialect } from './dialect';
import type { Database } from './schema';

const mailColumns = [
  'id as _id',
  'to_address as to',
  'subject',
  'body_text as text',
  'created_at as createdAt',
  'attempts',
  'next_attempt_at as nextAttemptAt',
  'sent_at as sentAt',
  'failed_at as failedAt',
  'last_error as lastError',
] as const;

export function mailQueries(db: Kysely<Database>, dialect: SqlDialect): StoreTx['mail'] {
  return {
    enqueue: async (row) => {
      await db
        .insertInto('mail_outbox')
        .values({
          id: row._id,
          to_address: row.to,
          subject: row.subject,
          body_text: row.text,
          created_at: row.createdAt,
          next_attempt_at: row.createdAt,
        })
        .execute();
    },
    // One UPDATE over the due rows (mail_outbox_due): on SQLite the statement holds the write
    // lock, so senders in other processes on the same file claim one after the other; on
    // PostgreSQL SKIP LOCKED lets them claim different rows at once.
    claimDue: async (at, leaseUntil, limit) => {
      const due = db
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('next_attempt_at', '<=', at)
        .orderBy('next_attempt_at')
        .limit(limit);
      const rows = await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: leaseUntil, attempts: sql`attempts + 1` })
        .where('id', 'in', dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
        .returning(mailColumns)
        .execute();
      return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    markSent: async (id, at) => {
      await db.updateTable('mail_outbox').set({ sent_at: at }).where('id', '=', id).execute();
    },
    retryAt: async (id, nextAttemptAt, error) => {
      await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: nextAttemptAt, last_error: error })
        .where('id', '=', id)
        .execute();
    },
    giveUp: async (id, at, error) => {
      await db
        .updateTable('mail_outbox')
        .set({ failed_at: at, last_error: error })
        .where('id', '=', id)
        .execute();
    },
    deleteDoneBefore: async (before) => {
      const sent = await db
        .deleteFrom('mail_outbox')
        .where((eb) => eb.or([eb('sent_at', '<', before), eb('failed_at', '<', before)]))
        .executeTakeFirst();
      return Number(sent.numDeletedRows);
    },
    get: (id) =>
      db.selectFrom('mail_outbox').select(mailColumns).where('id', '=', id).executeTakeFirst(),
    countUnsent: async () => {
      const { count } = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}

const tokenColumns = [
  'hash',
  'user_id as userId',
  'purpose',
  'email',
  'created_at as createdAt',
  'expires_at as expiresAt',
  'used_at as usedAt',
] as const;

export function accountTokenQueries(db: Kysely<Database>): StoreTx['accountTokens'] {
  return {
    insert: async (row) => {
      await db
        .insertInto('account_tokens')
        .values({
          hash: row.hash,
          user_id: row.userId,
          purpose: row.purpose,
          email: row.email,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
          used_at: row.usedAt,
        })
        .execute();
    },
    get: (hash) =>
      db
        .selectFrom('account_tokens')
        .select(tokenColumns)
        .where('hash', '=', hash)
        .executeTakeFirst(),
    use: async (hash, at) => {
      const result = await db
        .updateTable('account_tokens')
        .set({ used_at: at })
        .where('hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    deleteExpiredBefore: async (before) => {
      const result = await db
        .deleteFrom('account_tokens')
        .where('expires_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
