/**
 * How long deleting a big account takes: an account with 10,000 posts (each liked by two
 * others and replied to once) and 100,000 likes of other people's posts, in a world of 100,000
 * posts by 1,000 people, on the store that DATABASE_URL names (PostgreSQL) or on SQLite in a
 * temporary folder. Run: node --import tsx bench/account-deletion/main.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/backend/store/sql/schema';
import { openDatabase } from './open-database';

const people = 1_000;
const othersPosts = 100_000;
const ownPosts = 10_000;
const ownLikes = 100_000;

async function fill(db: Kysely<Database>, postgres: boolean) {
  const series = (n: number) =>
    postgres
      ? sql.raw(`generate_series(1, ${n}) as s(i)`)
      : sql.raw(
          `(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${n}) select i from s) as s`,
        );
  const text = (expression: string) =>
    postgres ? `(${expression})::text` : `cast(${expression} as text)`;
  const at = "'2026-11-01T00:00:00.000+00:00'";
  await sql`insert into users (id, username, first_name, last_name, email, password_hash, avatar_url, bio, website, created_at, updated_at)
    select ${sql.raw(`'u' || ${text('i')}`)}, ${sql.raw(`'user' || ${text('i')}`)}, 'F', 'L', 'e', 'h', '', '', '', ${sql.raw(at)}, ${sql.raw(at)}
    from ${series(people)}`.execute(db);
  await sql`insert into posts (id, content, media_url, username, like_count, created_at, created_ms, updated_at)
    select ${sql.raw(`'p' || ${text('i')}`)}, 'words', '', ${sql.raw(`'user' || ${text('1 + i % ' + people)}`)}, 0, ${sql.raw(at)}, i, ${sql.raw(at)}
    from ${series(othersPosts + ownPosts)}`.execute(db);
  // The big account is user1000's namesake: its own posts are the last ownPosts.
  await sql`update posts set username = 'big' where seq > ${othersPosts}`.execute(db);
  await sql`insert into users (id, username, first_name, last_name, email, password_hash, avatar_url, bio, website, created_at, updated_at)
    values ('big', 'big', 'B', 'A', 'e', 'h', '', '', '', ${sql.raw(at)}, ${sql.raw(at)})`.execute(
    db,
  );
  await sql`insert into reactions (post_id, user_id, kind, created_at)
    select ${sql.raw(`'p' || ${text('i')}`)}, 'big', 'like', ${sql.raw(at)} from ${series(ownLikes)}`.execute(
    db,
  );
  await sql`update posts set like_count = 1 where seq <= ${ownLikes}`.execute(db);
  for (const liker of ['u1', 'u2'])
    await sql`insert into reactions (post_id, user_id, kind, created_at)
      select id, ${liker}, 'like', ${sql.raw(at)} from posts where username = 'big'`.execute(db);
  await sql`insert into comments (id, post_id, username, text, created_at, updated_at)
    select ${sql.raw(`'c' || id`)}, id, 'user1', 'nice', ${sql.raw(at)}, ${sql.raw(at)} from posts where username = 'big'`.execute(
    db,
  );
  await sql`insert into follows (follower_id, followee_id, created_at)
    select id, 'big', ${sql.raw(at)} from users where id <> 'big'`.execute(db);
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'murmur-delete-bench-'));
  const { db, store, close } = await openDatabase(dataDir, databaseUrl);
  try {
    const started = Date.now();
    await fill(db, databaseUrl !== undefined);
    console.log(`Filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // As the rule runs it (src/backend/account/delete-account.ts): batches, then the rest.
    const deleting = Date.now();
    let longest = 0;
    let batches = 0;
    for (let done = false; !done; batches++) {
      const started = Date.now();
      done = (await store.transaction((tx) => tx.accounts.deleteBatch('big', 2000))).done;
      longest = Math.max(longest, Date.now() - started);
    }
    const last = Date.now();
    await store.transaction((tx) => tx.accounts.delete('big', 'tombstone'));
    const seconds = (ms: number) => (ms / 1000).toFixed(2);
    console.log(
      `Deleted the account (${ownPosts} posts, ${ownLikes} likes) in ${seconds(Date.now() - deleting)} s: ` +
        `${batches} batches, the longest ${seconds(longest)} s, the last transaction ${seconds(Date.now() - last)} s`,
    );
    const left = await sql<{
      n: number;
    }>`select count(*) as n from reactions where user_id = 'big'`.execute(db);
    const likes = await sql<{ n: number }>`select sum(like_count) as n from posts`.execute(db);
    console.log(
      `Likes left by it: ${left.rows[0]?.n}; like counts left in all: ${likes.rows[0]?.n}`,
    );
  } finally {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
