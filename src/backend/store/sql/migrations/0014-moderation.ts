import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { widenNotificationKinds } from './notification-kinds';

/**
 * Roles, suspensions and sign-ups waiting for approval on the users (added columns with constant
 * defaults rewrite no rows); moderation notification lines; reports, the moderators' audit log and invite codes; and an index of
 * sessions by user, so that a suspension revokes someone's sessions in one index range.
 */
export function createModeration(dialect: SqlDialect): Migration {
  const key = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  const withInsertionOrder = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('seq', 'bigint', (col) => col.generatedAlwaysAsIdentity().primaryKey())
      : table.addColumn('seq', 'integer', (col) => col.primaryKey());

  return {
    async up(db: Kysely<unknown>) {
      const createTable = (name: string) =>
        db.schema.createTable(name).ifNotExists().$call(withInsertionOrder);
      const createIndex = (name: string) => db.schema.createIndex(name).ifNotExists();

      await sql`alter table users add column role text not null default 'user'`.execute(db);
      await sql`alter table users add column suspended_until text`.execute(db);
      await sql`alter table users add column approval text not null default 'approved'`.execute(db);
      // The sign-ups waiting: few rows, read oldest first.
      await sql`create index if not exists users_awaiting_approval on users (seq)
        where approval = 'awaiting'`.execute(db);
      await createIndex('sessions_by_user').on('sessions').column('user_id').execute();

      await createTable('reports')
        .addColumn('id', key, (col) => col.notNull().unique())
        .addColumn('reporter_id', key, (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('target_type', 'text', (col) => col.notNull())
        .addColumn('target_id', key, (col) => col.notNull())
        .addColumn('target_user_id', key, (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('comment', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('resolved_at', 'text')
        .execute();
      // A target's open reports (the queue's cards, one open report per reporter).
      await sql`create index if not exists reports_open_by_target
        on reports (target_type, target_id, seq) where resolved_at is null`.execute(db);
      // The queue: open reports in order, each checked for an older open one of its target.
      await sql`create index if not exists reports_open on reports (seq)
        where resolved_at is null`.execute(db);

      await createTable('moderation_actions')
        .addColumn('id', key, (col) => col.notNull().unique())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('moderator_id', key, (col) => col.notNull())
        .addColumn('user_id', key, (col) => col.notNull())
        .addColumn('target_type', 'text', (col) => col.notNull())
        .addColumn('target_id', key, (col) => col.notNull())
        .addColumn('note', 'text', (col) => col.notNull())
        .addColumn('until', 'text')
        .addColumn('role', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      // A target account's history, newest first.
      await createIndex('moderation_actions_by_user')
        .on('moderation_actions')
        .columns(['user_id', 'seq'])
        .execute();

      await createTable('invites')
        .addColumn('code', key, (col) => col.notNull().unique())
        .addColumn('creator_id', key, (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('max_uses', 'integer', (col) => col.notNull())
        .addColumn('uses', 'integer', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await widenNotificationKinds(db, dialect);

      await createIndex('invites_by_creator')
        .on('invites')
        .columns(['creator_id', 'seq'])
        .execute();
    },
  };
}
