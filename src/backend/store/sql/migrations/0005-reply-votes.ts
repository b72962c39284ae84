import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * Replies become writable and votable (docs/product.md, "Replies and votes"). Votes are edges, one
 * per user and reply, that go with their reply (and so with its post). A reply's votes are counted
 * on (comment_id, kind); a person's replies are found on (username, seq).
 *
 * A post's replies page oldest first by seq, so on SQLite the comments table is rebuilt with
 * AUTOINCREMENT first (as 0003 did for the newest-first lists): a plain INTEGER PRIMARY KEY would
 * give a new reply the number of the newest one just deleted, which a reader's cursor has already
 * passed, and the new reply would never show. PostgreSQL's identity columns never reuse a number.
 */
export function createReplyVotes(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') await rebuildSqliteReplies(db);
      const key = dialect === 'postgres' ? 'text collate "C"' : 'text';
      const seq =
        dialect === 'postgres'
          ? 'seq bigint generated always as identity primary key'
          : 'seq integer primary key autoincrement';
      await sql
        .raw(
          `create table if not exists comment_votes (
            ${seq},
            comment_id ${key} not null references comments (id) on delete cascade,
            user_id ${key} not null,
            kind text not null check (kind in ('up', 'down')),
            created_at text not null,
            constraint comment_votes_one_per_user unique (comment_id, user_id)
          )`,
        )
        .execute(db);
      await sql
        .raw('create index if not exists comment_votes_by_kind on comment_votes (comment_id, kind)')
        .execute(db);
      // The guest's reset deletes its replies, oldest first, without reading everyone's.
      await sql
        .raw('create index if not exists comments_by_author on comments (username, seq)')
        .execute(db);
    },
  };
}

/** The comments table as 0001 made it, with 0001 and 0002's indexes, now never reusing a seq. */
async function rebuildSqliteReplies(db: Kysely<unknown>) {
  // One transaction: a crash halfway leaves the table as it was, and the migration runs again.
  await db.transaction().execute(async (tx) => {
    const run = (statement: string) => sql.raw(statement).execute(tx);
    const { rows } = await sql<{ sql: string }>`select sql from sqlite_master
      where type = 'table' and name = 'comments'`.execute(tx);
    if (rows[0]?.sql.toLowerCase().includes('autoincrement')) return;
    const columns = 'id, post_id, username, text, created_at, updated_at';
    await run('drop index if exists comments_by_post');
    await run('drop index if exists comments_by_post_seq');
    await run('alter table comments rename to comments_before_0005');
    await run(`create table comments (
      seq integer primary key autoincrement,
      id text not null unique,
      post_id text not null references posts (id) on delete cascade,
      username text not null references users (username),
      text text not null,
      created_at text not null,
      updated_at text not null
    )`);
    await run(`insert into comments (seq, ${columns})
      select seq, ${columns} from comments_before_0005`);
    await run('drop table comments_before_0005');
    await run('create index comments_by_post on comments (post_id)');
    await run('create index comments_by_post_seq on comments (post_id, seq)');
  });
}
