import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../dialect';

const kinds = sql.raw(`'like', 'reply', 'vote', 'follow', 'mention', 'moderation'`);

/**
 * Lets notification lines be of the kind 'moderation' and carry its notice (what a moderator did
 * and why). PostgreSQL replaces the kind's check. SQLite cannot change a check in place, so the
 * table is made again from its own definition with the wider check, its rows copied and its
 * indexes made again, with foreign keys off so that dropping the old table cascades to nothing
 * (SQLite runs migrations outside a transaction, where the pragma takes effect).
 */
export async function widenNotificationKinds(db: Kysely<unknown>, dialect: SqlDialect) {
  await sql`alter table notification_groups add column moderation text`.execute(db);
  if (dialect === 'postgres') {
    await sql`alter table notification_groups
      drop constraint if exists notification_groups_kind_check`.execute(db);
    await sql`alter table notification_groups
      add constraint notification_groups_kind_check check (kind in (${kinds}))`.execute(db);
    return;
  }
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'table' and name = 'notification_groups'`.execute(db);
  const definition = rows[0]?.sql;
  if (!definition?.includes(`'mention')`))
    throw new Error('notification_groups is not as migration 0006 made it');
  const wider = definition
    .replace(/^create table "?notification_groups"?/i, 'create table "notification_groups_next"')
    .replace(`'mention')`, `'mention', 'moderation')`);
  const { rows: indexes } = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'index' and tbl_name = 'notification_groups' and sql is not null`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(wider).execute(db);
    await sql`insert into notification_groups_next select * from notification_groups`.execute(db);
    await sql`drop table notification_groups`.execute(db);
    await sql`alter table notification_groups_next rename to notification_groups`.execute(db);
    for (const index of indexes) await sql.raw(index.sql).execute(db);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
