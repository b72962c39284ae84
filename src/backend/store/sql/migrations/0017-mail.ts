import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * Mail: the outbox the Node host's sender drains (a row per message, written in the same
 * transaction as the write that causes it), the single-use tokens that reset a password or
 * confirm an address (only their hashes), whether each account's address is confirmed, and an
 * index to find an account by its address in any case. Accounts that exist already count as
 * confirmed: they signed up before confirming existed, and REQUIRE_VERIFIED_EMAIL must not lock
 * them out.
 */
export function createMail(dialect: SqlDialect): Migration {
  const key = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  const withInsertionOrder = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('seq', 'bigint', (col) => col.generatedAlwaysAsIdentity().primaryKey())
      : table.addColumn('seq', 'integer', (col) => col.primaryKey());

  return {
    async up(db: Kysely<unknown>) {
      const createTable = (name: string) =>
        db.schema.createTable(name).ifNotExists().$call(withInsertionOrder);

      await sql`alter table users add column email_verified_at text`.execute(db);
      await sql`update users set email_verified_at = created_at`.execute(db);
      await sql`create index if not exists users_by_email on users (lower(email))`.execute(db);

      await createTable('mail_outbox')
        .addColumn('id', key, (col) => col.notNull().unique())
        .addColumn('to_address', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('body_text', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('failed_at', 'text')
        .addColumn('last_error', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      // The sender's question: the mails due, soonest first, among the few still waiting.
      await sql`create index if not exists mail_outbox_due on mail_outbox (next_attempt_at)
        where sent_at is null and failed_at is null`.execute(db);
      // The hourly purge of sent mail.
      await sql`create index if not exists mail_outbox_sent on mail_outbox (sent_at)
        where sent_at is not null`.execute(db);

      await createTable('account_tokens')
        .addColumn('hash', key, (col) => col.notNull().unique())
        .addColumn('user_id', key, (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('account_tokens_expiry')
        .ifNotExists()
        .on('account_tokens')
        .column('expires_at')
        .execute();
    },
  };
}
