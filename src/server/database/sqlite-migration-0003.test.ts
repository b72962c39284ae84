import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTables } from '@/backend/store/sql/migrations/0001-tables';
import { createListIndexes } from '@/backend/store/sql/migrations/0002-list-indexes';
import { sqliteSeqNeverReused } from '@/backend/store/sql/migrations/0003-sqlite-seq-never-reused';

describe('migration 0003 on a SQLite database that has rows', () => {
  it('keeps every row and its seq, and never gives a deleted seq again', async () => {
    const file = new SQLite(':memory:');
    file.pragma('foreign_keys = ON');
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: file }) });
    await createTables('sqlite').up(db);
    await createListIndexes().up(db);
    const at = '2026-11-21T09:30:00+05:30';
    for (const id of ['u1', 'u2', 'u3'])
      file
        .prepare(
          `insert into users (id, username, first_name, last_name, email, password_hash,
            avatar_url, bio, website, created_at, updated_at)
           values (?, ?, '', '', '', '', '', '', '', ?, ?)`,
        )
        .run(id, `user.${id}`, at, at);
    file
      .prepare(
        `insert into posts (id, content, media_url, username, like_count, created_at, created_ms,
          updated_at) values ('p1', 'x', '', 'user.u1', 1, ?, 0, ?)`,
      )
      .run(at, at);
    file
      .prepare(`insert into follows (follower_id, followee_id, created_at) values ('u2', 'u1', ?)`)
      .run(at);
    file
      .prepare(`insert into follows (follower_id, followee_id, created_at) values ('u3', 'u1', ?)`)
      .run(at);
    file
      .prepare(
        `insert into reactions (post_id, user_id, kind, created_at) values ('p1', 'u2', 'like', ?)`,
      )
      .run(at);
    file
      .prepare(`insert into bookmarks (user_id, post_id, created_at) values ('u3', 'p1', ?)`)
      .run(at);

    await sqliteSeqNeverReused('sqlite').up(db);

    const follows = file.prepare('select seq, follower_id from follows order by seq').all();
    expect(follows).toEqual([
      { seq: 1, follower_id: 'u2' },
      { seq: 2, follower_id: 'u3' },
    ]);
    expect(file.prepare('select count(*) as n from reactions').get()).toEqual({ n: 1 });
    expect(file.prepare('select count(*) as n from bookmarks').get()).toEqual({ n: 1 });
    const indexes = file
      .prepare(`select name from sqlite_master where type = 'index' and name like 'follows_by_%'`)
      .all();
    expect(indexes).toHaveLength(3);
    // The newest follow goes and a new one comes: it takes a number never given before.
    file.prepare(`delete from follows where follower_id = 'u3'`).run();
    file
      .prepare(`insert into follows (follower_id, followee_id, created_at) values ('u3', 'u1', ?)`)
      .run(at);
    expect(file.prepare(`select seq from follows where follower_id = 'u3'`).get()).toEqual({
      seq: 3,
    });
    // A cascade still works through the rebuilt foreign keys.
    await sql`delete from posts where id = 'p1'`.execute(db);
    expect(file.prepare('select count(*) as n from reactions').get()).toEqual({ n: 0 });
    await db.destroy();
  });
});
