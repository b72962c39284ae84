import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * A status create claims its Idempotency-Key before it makes the post, so that two servers given
 * the same key at the same instant make one post between them: the key's row is written first,
 * without a post, and names the post once it is made. SQLite cannot drop a column's NOT NULL, so
 * its table is made again, with the rows it held.
 */
export function createRetryKeyClaims(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table post_retry_keys alter column post_id drop not null`.execute(db);
        return;
      }
      await db.schema
        .createTable('post_retry_keys_next')
        .addColumn('user_id', 'text', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('post_id', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('post_retry_keys_pk', ['user_id', 'key'])
        .execute();
      await sql`insert into post_retry_keys_next select user_id, key, post_id, created_at from post_retry_keys`.execute(
        db,
      );
      await sql`drop table post_retry_keys`.execute(db);
      await sql`alter table post_retry_keys_next rename to post_retry_keys`.execute(db);
      await sql`create index post_retry_keys_by_age on post_retry_keys (created_at)`.execute(db);
    },
  };
}
