import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { repostStatements } from '../repost-statements';

/**
 * Reposts and quotes: the reposts table (one row per post and reposter), a post's quoted post and
 * its "allow quotes" switch (and, for the count's triggers, the quotes table), the kept repost and quote counts, the reposter of a kept home
 * timeline's entry, the triggers that keep those (repost-statements.ts), and the notification
 * kinds 'repost' and 'quote'. Added columns with constant defaults rewrite no rows.
 */
export function createReposts(dialect: SqlDialect): Migration {
  const key = dialect === 'postgres' ? 'text collate "C"' : 'text';
  const yes = dialect === 'postgres' ? 'true' : '1';
  const flag = dialect === 'postgres' ? 'boolean' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      const run = (statement: string) => sql.raw(statement).execute(db);
      await run(`alter table posts add column quote_of ${key}`);
      await run(`alter table posts add column allow_quotes ${flag} not null default ${yes}`);
      await run('alter table posts add column repost_count integer not null default 0');
      await run('alter table posts add column quote_count integer not null default 0');
      await run(`alter table timeline_entries add column reposter_id ${key}`);
      await run(`create table reposts (
        post_id ${key} not null references posts (id) on delete cascade,
        user_id ${key} not null references users (id) on delete cascade,
        created_at text not null,
        created_ms bigint not null,
        primary key (post_id, user_id)
      )`);
      // Which post each quote quotes, kept beside posts.quote_of for the quote count's triggers,
      // so that they go with the quote (cascade) and posts' columns stay free of triggers.
      await run(`create table quotes (
        quote_id ${key} primary key references posts (id) on delete cascade,
        quoted_id ${key} not null
      )`);
      // A feed read finds each followed person's newest reposts; the first repost of a post by
      // someone a reader follows is found in the post's reposts in time order.
      await run('create index reposts_by_user on reposts (user_id, created_ms, post_id)');
      await run('create index reposts_by_post on reposts (post_id, created_ms, user_id)');
      // Whether a reader's timeline holds a post already, asked for each follower on a repost.
      await run(
        'create index timeline_entries_by_owner_post on timeline_entries (owner_id, post_id)',
      );
      for (const statement of repostStatements(dialect).createTriggers) await run(statement);
      await widenKinds(db, dialect);
    },
  };
}

const kinds = `'like', 'reply', 'vote', 'follow', 'mention', 'moderation', 'repost', 'quote'`;

/**
 * Lets notification lines be of the kinds 'repost' and 'quote', as notification-kinds.ts widened
 * them for 'moderation': PostgreSQL replaces the check; SQLite makes the table again from its own
 * definition with the wider check, with foreign keys off (migrations run outside a transaction).
 */
async function widenKinds(db: Kysely<unknown>, dialect: SqlDialect) {
  if (dialect === 'postgres') {
    await sql`alter table notification_groups
      drop constraint if exists notification_groups_kind_check`.execute(db);
    await sql
      .raw(
        `alter table notification_groups
         add constraint notification_groups_kind_check check (kind in (${kinds}))`,
      )
      .execute(db);
    return;
  }
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'table' and name = 'notification_groups'`.execute(db);
  const definition = rows[0]?.sql;
  if (definition?.includes(`'quote')`)) return;
  if (!definition?.includes(`'moderation')`))
    throw new Error('notification_groups is not as migration 0014 made it');
  const wider = definition
    .replace(/^create table "?notification_groups"?/i, 'create table "notification_groups_next"')
    .replace(`'moderation')`, `'moderation', 'repost', 'quote')`);
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
