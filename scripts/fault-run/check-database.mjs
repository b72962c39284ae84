// Reads the fault run's database directly (not through the server) to find each acknowledged
// write: SQLite's file in DATA_DIR, or the run's own PostgreSQL schema.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/** The database to check; on PostgreSQL makes the fresh schema, and close() drops it. */
export async function openChecker({ dataDir, adminUrl, schema }) {
  if (!adminUrl) {
    return {
      databaseUrl: undefined,
      async query(sql, params) {
        const db = new Database(join(dataDir, 'murmur.db'), { readonly: true });
        try {
          return db.prepare(sql.replace(/\$\d+/g, '?')).all(...params);
        } finally {
          db.close();
        }
      },
      close: async () => {},
    };
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(adminUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    async query(sql, params) {
      return (await admin.query(sql.replace(/\bfrom (\w+)/g, `from ${schema}.$1`), params)).rows;
    },
    async close() {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

/** Every acknowledged post, edit, delete, like, bookmark and follow, looked up one by one. */
export async function checkAcknowledged(checker, writers) {
  const checked = { posts: 0, deletes: 0, likes: 0, bookmarks: 0, follows: 0, unfollows: 0 };
  const missing = [];
  let unknown = 0;
  const one = async (sql, params) => (await checker.query(sql, params))[0];
  for (const writer of writers) {
    for (const [id, post] of writer.posts) {
      if (post.state === 'unknown') {
        unknown++;
        continue;
      }
      const row = await one('select content from posts where id = $1', [id]);
      if (post.state === 'deleted') {
        checked.deletes++;
        if (row) missing.push(`post ${id}: deleted (acknowledged) but still stored`);
        continue;
      }
      checked.posts++;
      if (!row) missing.push(`post ${id} by ${writer.username}: acknowledged but not stored`);
      else if (post.contentKnown && row.content !== post.content)
        missing.push(`post ${id}: content "${row.content}", acknowledged "${post.content}"`);
    }
    for (const [id, state] of writer.likes) {
      if (state !== 'yes') {
        unknown++;
        continue;
      }
      checked.likes++;
      const sql = `select kind from reactions where post_id = $1 and user_id = $2`;
      const row = await one(sql, [id, writer.id]);
      if (row?.kind !== 'like') missing.push(`like of ${id} by ${writer.username}: not stored`);
    }
    for (const [id, state] of writer.bookmarks) {
      if (state !== 'yes') {
        unknown++;
        continue;
      }
      checked.bookmarks++;
      const sql = 'select 1 as found from bookmarks where post_id = $1 and user_id = $2';
      if (!(await one(sql, [id, writer.id])))
        missing.push(`bookmark of ${id} by ${writer.username}: not stored`);
    }
    for (const [id, state] of writer.follows) {
      if (state === 'unknown') {
        unknown++;
        continue;
      }
      checked[state === 'yes' ? 'follows' : 'unfollows']++;
      const sql = 'select 1 as found from follows where follower_id = $1 and followee_id = $2';
      const stored = Boolean(await one(sql, [writer.id, id]));
      if (stored !== (state === 'yes'))
        missing.push(
          `${writer.username} ${state === 'yes' ? 'follows' : 'unfollowed'} ${id}: stored ${stored}`,
        );
    }
  }
  return { checked, missing, unknown };
}
