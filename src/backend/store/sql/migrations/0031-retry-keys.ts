import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * What other apps leave between two requests, kept where every app server reads it: the
 * Idempotency-Key of each status an app posted (an hour long, so that a retried post on any
 * server makes no second one), and the description an app gave an upload before the post that
 * shows it was written. A user's keys go with the user; a key names its post by id alone, as a
 * post deleted since answers 404 to the retry.
 */
export function createRetryKeys(dialect: SqlDialect): Migration {
  const key = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('post_retry_keys')
        .ifNotExists()
        .addColumn('user_id', key, (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('post_id', key, (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('post_retry_keys_pk', ['user_id', 'key'])
        .execute();
      // The hourly purge's range.
      await sql`create index if not exists post_retry_keys_by_age on post_retry_keys (created_at)`.execute(
        db,
      );
      await sql`alter table uploads add column description text`.execute(db);
    },
  };
}
