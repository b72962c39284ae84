import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * The paged lists of likes, bookmarks and follows page newest first by seq. SQLite's plain
 * INTEGER PRIMARY KEY gives a new row the largest seq plus one, so after the newest rows are
 * deleted a new row would take a number a reader's cursor has already passed, and show twice.
 * AUTOINCREMENT never reuses a number. PostgreSQL's identity columns never do either, so this
 * rebuilds the three SQLite tables only, keeping their rows, constraints and indexes.
 */
export function sqliteSeqNeverReused(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
      for (const table of tables) {
        for (const index of table.indexes)
          await sql.raw(`drop index if exists ${index.name}`).execute(db);
        await sql.raw(`alter table ${table.name} rename to ${table.name}_before_0003`).execute(db);
        await sql
          .raw(
            `create table ${table.name} (seq integer primary key autoincrement, ${table.columns})`,
          )
          .execute(db);
        await sql
          .raw(`insert into ${table.name} select * from ${table.name}_before_0003 order by seq`)
          .execute(db);
        await sql.raw(`drop table ${table.name}_before_0003`).execute(db);
        for (const index of table.indexes)
          await sql
            .raw(`create index ${index.name} on ${table.name} (${index.columns})`)
            .execute(db);
      }
    },
  };
}

/** The tables as 0001 made them (their columns in the same order), with 0001 and 0002's indexes. */
const tables = [
  {
    name: 'reactions',
    columns: `post_id text not null references posts (id) on delete cascade,
      user_id text not null,
      kind text not null check (kind in ('like', 'dislike')),
      created_at text not null,
      constraint reactions_one_per_user unique (post_id, user_id)`,
    indexes: [{ name: 'reactions_by_user_seq', columns: 'user_id, kind, seq' }],
  },
  {
    name: 'follows',
    columns: `follower_id text not null references users (id),
      followee_id text not null references users (id),
      created_at text not null,
      constraint follows_once unique (follower_id, followee_id)`,
    indexes: [
      { name: 'follows_by_followee', columns: 'followee_id' },
      { name: 'follows_by_follower_seq', columns: 'follower_id, seq' },
      { name: 'follows_by_followee_seq', columns: 'followee_id, seq' },
    ],
  },
  {
    name: 'bookmarks',
    columns: `user_id text not null references users (id),
      post_id text not null references posts (id) on delete cascade,
      created_at text not null,
      constraint bookmarks_once unique (user_id, post_id)`,
    indexes: [
      { name: 'bookmarks_by_post', columns: 'post_id' },
      { name: 'bookmarks_by_user_seq', columns: 'user_id, seq' },
    ],
  },
] as const;
