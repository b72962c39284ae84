import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * The paged lists of likes, bookmarks and follows page newest first by seq. SQLite's plain
 * INTEGER PRIMARY KEY gives a new row the largest seq plus one, so after the newest rows are
 * deleted a new row would take a number a reader's cursor has already passed, and show twice.
 * (Newest first, it would come after rows the reader has not reached: out of order, or twice.)
 * AUTOINCREMENT never reuses a number. PostgreSQL's identity columns never do either, so this
 * rebuilds the three SQLite tables only, keeping their rows, constraints and indexes.
 */
export function sqliteSeqNeverReused(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
      // Kysely runs SQLite migrations outside a transaction; each table's rebuild is one, so a
      // crash halfway leaves the table as it was and the migration runs again from the start.
      for (const table of tables) {
        await db.transaction().execute(async (tx) => {
          const run = (statement: string) => sql.raw(statement).execute(tx);
          const old = `${table.name}_before_0003`;
          for (const index of table.indexes) await run(`drop index if exists ${index.name}`);
          await run(`alter table ${table.name} rename to ${old}`);
          await run(
            `create table ${table.name} (seq integer primary key autoincrement, ${table.columns})`,
          );
          const names = ['seq', ...table.columnNames].join(', ');
          await run(`insert into ${table.name} (${names}) select ${names} from ${old}`);
          await run(`drop table ${old}`);
          for (const index of table.indexes)
            await run(`create index ${index.name} on ${table.name} (${index.columns})`);
        });
      }
    },
  };
}

/** The tables as 0001 made them, with 0001 and 0002's indexes. */
const tables = [
  {
    name: 'reactions',
    columnNames: ['post_id', 'user_id', 'kind', 'created_at'],
    columns: `post_id text not null references posts (id) on delete cascade,
      user_id text not null,
      kind text not null check (kind in ('like', 'dislike')),
      created_at text not null,
      constraint reactions_one_per_user unique (post_id, user_id)`,
    indexes: [{ name: 'reactions_by_user_seq', columns: 'user_id, kind, seq' }],
  },
  {
    name: 'follows',
    columnNames: ['follower_id', 'followee_id', 'created_at'],
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
    columnNames: ['user_id', 'post_id', 'created_at'],
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
