import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '@/backend/store/port';
import { bookmarkRow, postRow, reactionRow, userRow } from '@/backend/store/testing/suite/fixtures';
import { timelineLength, trimCheckEvery } from '@/backend/store/sql/home-timeline';
import { feedAuthorHiddenSql } from '@/backend/store/sql/hides';
import { markRead, readDay } from '@/backend/store/sql/timeline-read-days';
import { timelineStatements } from '@/backend/store/sql/home-timeline-schema';
import { keptCountStatements } from '@/backend/store/sql/kept-counts';
import { replyVersionStatements } from '@/backend/store/sql/reply-versions';
import {
  keptNewestPosts,
  keptTrendingPosts,
  type KeptPost,
} from '@/backend/store/sql/kept-feed-page';
import { describeStoreSuite } from '@/backend/store/testing/store-suite';
import { openStore } from './open-store';
import { openSqliteDatabase, sqliteFileName } from './sqlite-database';
import { describeSqlStoreChecks } from './testing/sql-store-checks';
import { openTempSqliteStore } from './testing/temp-sqlite-store';
import { undoMigrations } from './testing/undo-migrations';

describeStoreSuite('sqlite', openTempSqliteStore);
describeSqlStoreChecks('sqlite', openTempSqliteStore);

describe('SQLite database file', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'murmur-sqlite-')), 'nested', 'data');
  });
  afterEach(() => {
    rmSync(join(dataDir, '..', '..'), { recursive: true, force: true });
  });

  it('closes murmur.db to other users in a folder that was already open to them', async () => {
    mkdirSync(dataDir, { recursive: true, mode: 0o755 });
    const store = await openStore({ dataDir });
    await store.users.insert(userRow(1));
    expect(statSync(dataDir).mode & 0o777).toBe(0o755);
    expect(statSync(join(dataDir, sqliteFileName)).mode & 0o777).toBe(0o600);
    await store.close();
  });

  it('creates the folder and murmur.db, in WAL mode with foreign keys on and a 4 MiB page cache', async () => {
    const store = await openStore({ dataDir });
    await store.users.insert(userRow(1));
    expect(existsSync(join(dataDir, sqliteFileName))).toBe(true);
    expect(existsSync(join(dataDir, `${sqliteFileName}-wal`))).toBe(true);
    // Only the server's user may look inside the folders it made.
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, '..')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, sqliteFileName)).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, `${sqliteFileName}-wal`)).mode & 0o777).toBe(0o600);
    await store.close();

    const db = openSqliteDatabase(dataDir);
    try {
      const pragma = async (name: string) =>
        (await sql.raw(`pragma ${name}`).execute(db)).rows[0] as Record<string, unknown>;
      expect(await pragma('journal_mode')).toEqual({ journal_mode: 'wal' });
      expect(await pragma('foreign_keys')).toEqual({ foreign_keys: 1 });
      expect(await pragma('synchronous')).toEqual({ synchronous: 1 }); // NORMAL
      expect((await pragma('busy_timeout')).timeout).toBeGreaterThan(0);
      // 4 MiB of page cache (negative: KiB), not better-sqlite3's 16: each process holds its own.
      expect(await pragma('cache_size')).toEqual({ cache_size: -4096 });
    } finally {
      await db.destroy();
    }
  });

  it("keeps a reader's timeline bounded: a read trims what posts fanned out to it", async () => {
    const store = await openStore({ dataDir });
    const db = openSqliteDatabase(dataDir);
    try {
      await store.users.insert(userRow(1));
      await store.users.insert(userRow(2));
      await store.follows.insert({ followerId: 'u1', followeeId: 'u2', createdAt: '2026-11-21' });
      await store.posts.list({ feedOf: 'u1', limit: 20 });
      const posts = Array.from({ length: 3 * timelineLength }, (_, n) =>
        postRow(`p${String(n).padStart(5, '0')}`, {
          username: 'user.2',
          createdAt: new Date(Date.UTC(2026, 10, 21, 0, n)).toISOString(),
        }),
      );
      await store.transaction(async (tx) => {
        for (const post of posts) await tx.posts.insert(post);
      });
      const kept = async () =>
        Number(
          (
            await sql<{ n: number }>`select count(*) as n from timeline_entries
              where owner_id = 'u1'`.execute(db)
          ).rows[0]!.n,
        );
      expect(await kept()).toBe(posts.length);
      const newest = posts
        .slice(-20)
        .reverse()
        .map((post) => post._id);
      for (let read = 0; read < trimCheckEvery; read++) {
        const page = await store.posts.list({ feedOf: 'u1', limit: 20 });
        expect(page.items.map((post) => post._id)).toEqual(newest);
      }
      expect(await kept()).toBe(timelineLength);
    } finally {
      await db.destroy();
      await store.close();
    }
  });

  /**
   * u1 follows u2, who wrote p00 to p29 a minute apart from 21 November 00:00, liked out of the
   * order of writing and with ties (broken by id); u1 liked p29 and bookmarked p27; u3 follows
   * no one and wrote nothing.
   */
  async function writeThirtyPostFeed(store: Awaited<ReturnType<typeof openStore>>) {
    for (const n of [1, 2, 3]) await store.users.insert(userRow(n));
    await store.follows.insert({ followerId: 'u1', followeeId: 'u2', createdAt: '2026-11-21' });
    await store.transaction(async (tx) => {
      for (let n = 0; n < 30; n++)
        await tx.posts.insert(
          postRow(`p${String(n).padStart(2, '0')}`, {
            username: 'user.2',
            likeCount: (n * 7) % 5,
            createdAt: new Date(Date.UTC(2026, 10, 21, 0, n)).toISOString(),
          }),
        );
    });
    await store.reactions.put(reactionRow('p29', 'u1', 'like'));
    await store.bookmarks.insert(bookmarkRow('u1', 'p27'));
  }

  /** The states a kept page read with its posts are those the store answers for its owner. */
  async function expectOwnersStates(store: Store, kept: KeptPost[] | undefined) {
    const states = await store.posts.states(
      kept!.map(({ post }) => post._id),
      'u1',
    );
    expect(kept!.map(({ state }) => state)).toEqual(kept!.map(({ post }) => states.get(post._id)));
    expect(kept!.some(({ state }) => state.reaction === 'like' || state.bookmarked)).toBe(true);
  }

  it("answers a newest page the kept timeline holds in one statement, as the feed's list does", async () => {
    const store = await openStore({ dataDir });
    const db = openSqliteDatabase(dataDir);
    const handle = { db, dialect: 'sqlite' as const, inTransaction: false };
    try {
      await writeThirtyPostFeed(store);
      // No timeline yet: the statement cannot tell, and the list builds one.
      expect(await keptNewestPosts(handle, 'u1', 21, undefined)).toBeUndefined();
      const first = await store.posts.list({ feedOf: 'u1', limit: 20 });
      const reader = { id: 'u1', atMs: Date.UTC(2026, 10, 22) };
      const kept = await keptNewestPosts(
        handle,
        'u1',
        21,
        undefined,
        feedAuthorHiddenSql('u1', reader),
      );
      expect(kept?.posts.slice(0, 20).map(({ post }) => post)).toEqual(first.items);
      expect(kept?.posts).toHaveLength(21);
      expect(kept?.hiding).toBe(false);
      await expectOwnersStates(store, kept?.posts);
      // The same statement tells when someone the reader follows is hidden from them.
      await store.hides.put({
        readerId: 'u1',
        hiddenId: 'u2',
        hiddenUsername: 'user.2',
        kind: 'mute',
        untilMs: null,
        createdAt: '2026-11-21T00:00:00.000+00:00',
      });
      const muted = await keptNewestPosts(
        handle,
        'u1',
        21,
        undefined,
        feedAuthorHiddenSql('u1', reader),
      );
      expect(muted?.hiding).toBe(true);
      const last = first.items[19]!;
      const rest = await keptNewestPosts(handle, 'u1', 21, {
        key: Date.parse(last.createdAt),
        id: last._id,
      });
      // The whole feed is kept (no floor), so a short page is the feed's end.
      expect(rest?.posts.map(({ post }) => post._id)).toEqual(
        (await store.posts.list({ feedOf: 'u1', limit: 20, cursor: first.nextCursor! })).items.map(
          (post) => post._id,
        ),
      );
      expect(rest?.posts).toHaveLength(10);
      // A reader who follows no one and wrote nothing has nothing kept to tell from.
      await store.posts.list({ feedOf: 'u3', limit: 20 });
      expect(await keptNewestPosts(handle, 'u3', 21, undefined)).toBeUndefined();
    } finally {
      await db.destroy();
      await store.close();
    }
  });

  it("answers a trending page the kept timeline holds in one statement, as the feed's list does", async () => {
    const store = await openStore({ dataDir });
    const db = openSqliteDatabase(dataDir);
    const handle = { db, dialect: 'sqlite' as const, inTransaction: false };
    try {
      await writeThirtyPostFeed(store);
      // No timeline yet: the statement cannot tell, and the list builds one.
      expect(await keptTrendingPosts(handle, 'u1', 21, 25, undefined)).toBeUndefined();
      const first = await store.posts.list({ feedOf: 'u1', order: 'trending', limit: 20 });
      // The list ranks the window of trendingWindow posts, more than this feed holds: since 0.
      const whole = await keptTrendingPosts(handle, 'u1', 21, 500, undefined);
      expect(whole?.since).toBe(0);
      expect(whole?.posts.slice(0, 20).map(({ post }) => post)).toEqual(first.items);
      await expectOwnersStates(store, whole?.posts);
      const last = first.items[19]!;
      const rest = await keptTrendingPosts(handle, 'u1', 21, 500, {
        key: last.likeCount,
        id: last._id,
        since: 0,
      });
      const second = await store.posts.list({
        feedOf: 'u1',
        order: 'trending',
        limit: 20,
        cursor: first.nextCursor!,
      });
      expect(rest?.posts.map(({ post }) => post._id)).toEqual(second.items.map((post) => post._id));
      expect(rest?.posts).toHaveLength(10);

      // A window of the newest 25 starts at the 25th newest post, the sixth written.
      const windowed = await keptTrendingPosts(handle, 'u1', 30, 25, undefined);
      expect(windowed?.since).toBe(Date.UTC(2026, 10, 21, 0, 5));
      expect(windowed?.posts.map(({ post }) => post._id).sort()).toEqual(
        Array.from({ length: 25 }, (_, n) => `p${String(n + 5).padStart(2, '0')}`),
      );
      const likes = windowed!.posts.map(({ post }) => post.likeCount);
      expect(likes).toEqual(likes.toSorted((a, b) => b - a));

      // A floor above the window's start: the timeline no longer holds the whole window.
      await sql`update timeline_owners set floor_ms = ${Date.UTC(2026, 10, 21, 0, 10)},
        floor_id = 'p10' where owner_id = 'u1'`.execute(db);
      expect(await keptTrendingPosts(handle, 'u1', 21, 25, undefined)).toBeUndefined();
      // A reader who follows no one and wrote nothing has nothing kept to rank.
      await store.posts.list({ feedOf: 'u3', order: 'trending', limit: 20 });
      expect(await keptTrendingPosts(handle, 'u3', 21, 25, undefined)).toBeUndefined();
    } finally {
      await db.destroy();
      await store.close();
    }
  });

  it('notes the day a reader reads their feed, once a day, never moving it back', async () => {
    const store = await openStore({ dataDir });
    const db = openSqliteDatabase(dataDir);
    const readDayOf = async (ownerId: string) =>
      (
        await sql<{ day: number | null }>`select read_day as day from timeline_owners
          where owner_id = ${ownerId}`.execute(db)
      ).rows[0]?.day;
    try {
      await writeThirtyPostFeed(store);
      await store.posts.list({ feedOf: 'u1', limit: 20 });
      const today = readDay(Date.now());
      expect(await readDayOf('u1')).toBe(today);
      // Days ahead of this one, as a process running for days would see them.
      await markRead(db, 'u1', today + 3);
      expect(await readDayOf('u1')).toBe(today + 3);
      await markRead(db, 'u1', today + 2);
      expect(await readDayOf('u1')).toBe(today + 3);
      // A reader without a kept timeline has no row to note it in.
      await markRead(db, 'u3', today + 3);
      expect(await readDayOf('u3')).toBeUndefined();
    } finally {
      await db.destroy();
      await store.close();
    }
  });

  it("answers a post's newest replies from those it kept, until another process changes them", async () => {
    const [first, second] = [await openStore({ dataDir }), await openStore({ dataDir })];
    try {
      await first.users.insert(userRow(1));
      await first.posts.insert(postRow('p1'));
      const reply = { postId: 'p1', username: 'user.1', createdAt: '2026-11-21T09:30:00+05:30' };
      await first.replies.insert({
        ...reply,
        _id: 'c1',
        text: 'First',
        updatedAt: reply.createdAt,
      });
      // As a list asks: the versions read with the states, then the replies.
      const shownBy = async (store: Store) => {
        const states = await store.posts.states(['p1']);
        const versions = new Map([['p1', states.get('p1')!.replyVersion!]]);
        return (await store.replies.newest(['p1'], 2, versions)).map((row) => row.text);
      };
      expect(await shownBy(first)).toEqual(['First']);

      // Another process's edit moves the version in the database: the first reads again.
      await second.replies.update('c1', {
        text: 'Edited',
        updatedAt: '2026-11-21T10:00:00+05:30',
      });
      expect(await shownBy(first)).toEqual(['Edited']);

      // A change that left the version as it was (the trigger dropped for it) is not seen: the
      // first answers from the replies it kept.
      const db = openSqliteDatabase(dataDir);
      try {
        const statements = replyVersionStatements('sqlite');
        for (const statement of statements.dropTriggers) await sql.raw(statement).execute(db);
        await sql`update comments set text = 'Unseen' where id = 'c1'`.execute(db);
        for (const statement of statements.createTriggers) await sql.raw(statement).execute(db);
      } finally {
        await db.destroy();
      }
      expect(await shownBy(first)).toEqual(['Edited']);
      expect(await shownBy(second)).toEqual(['Unseen']);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('keeps the data across a close and reopen, migrating only once', async () => {
    const first = await openStore({ dataDir });
    await first.users.insert(userRow(1));
    await first.transaction(async (tx) => tx.posts.insert(postRow('p1')));
    await first.close();

    const second = await openStore({ dataDir });
    expect(await second.users.list()).toEqual([userRow(1)]);
    expect(await second.posts.get('p1')).toEqual(postRow('p1'));
    await second.close();

    const db = openSqliteDatabase(dataDir);
    try {
      const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      expect(applied.rows.map((row) => row.name)).toEqual([
        '0001-tables',
        '0002-list-indexes',
        '0003-sqlite-seq-never-reused',
        '0004-rate-limit-windows',
        '0005-comment-votes',
        '0006-notifications',
        '0007-kept-counts',
        '0008-home-timelines',
        '0009-post-likes-by-id',
        '0010-timeline-read-days',
        '0011-reply-versions',
        '0012-media-descriptions',
        '0013-hides',
        '0014-moderation',
        '0015-suspended',
        '0016-session-devices',
        '0017-mail',
        '0018-retired-usernames',
        '0019-uploads',
        '0020-post-search',
        '0021-tags',
        '0022-reposts',
        '0023-public-pages',
        '0024-post-search-words',
        '0025-token-key',
        '0026-job-runs',
        '0027-jobs',
        '0028-oauth',
        '0029-open-streams',
        '0030-unlogged-counts',
        '0031-retry-keys',
        '0032-retry-key-claims',
      ]);
    } finally {
      await db.destroy();
    }
  });

  it('migrates a database from before 0005: its replies stay, and a seq is never given twice', async () => {
    const first = await openStore({ dataDir });
    await first.users.insert(userRow(1));
    await first.posts.insert(postRow('p1'));
    const reply = (id: string) => ({
      _id: id,
      postId: 'p1',
      username: 'user.1',
      text: `Reply ${id}`,
      createdAt: '2026-11-21T09:30:00+05:30',
      updatedAt: '2026-11-21T09:30:00+05:30',
    });
    for (const id of ['c1', 'c2', 'c3']) await first.replies.insert(reply(id));
    await first.close();
    // Back to the schema of 0004: comments without AUTOINCREMENT, no votes, no notifications,
    // no kept counts, no timelines (nor their read days), no index of like counts by post id, no
    // reply versions, no media descriptions, no hides or muted words, no moderation, no session
    // origins, no mail, no retired usernames.
    const db = openSqliteDatabase(dataDir);
    try {
      for (const statement of [
        ...undoMigrations['0032-retry-key-claims'],
        ...undoMigrations['0032-retry-key-claims'],
        ...undoMigrations['0031-retry-keys'],
        ...undoMigrations['0030-unlogged-counts'],
        ...undoMigrations['0029-open-streams'],
        ...undoMigrations['0028-oauth'],
        ...undoMigrations['0027-jobs'],
        ...undoMigrations['0026-job-runs'],
        ...undoMigrations['0025-token-key'],
        ...undoMigrations['0024-post-search-words'],
        ...undoMigrations['0024-post-search-words'],
        ...undoMigrations['0023-public-pages'],
        ...undoMigrations['0022-reposts'],
        ...undoMigrations['0021-tags'],
        ...undoMigrations['0020-post-search'],
        ...undoMigrations['0019-uploads'],
        ...undoMigrations['0018-retired-usernames'],
        ...undoMigrations['0017-mail'],
        ...undoMigrations['0016-session-devices'],
        'drop index users_suspended',
        "delete from kysely_migration where name = '0015-suspended'",
        'drop table reports',
        'drop table moderation_actions',
        'drop table invites',
        'drop index sessions_by_user',
        'drop index users_awaiting_approval',
        'alter table users drop column role',
        'alter table users drop column suspended_until',
        'alter table users drop column approval',
        "delete from kysely_migration where name = '0014-moderation'",
        'drop table muted_words',
        'drop table user_hides',
        "delete from kysely_migration where name = '0013-hides'",
        'alter table posts drop column media_alt',
        "delete from kysely_migration where name = '0012-media-descriptions'",
        ...replyVersionStatements('sqlite').dropTriggers,
        'alter table posts drop column reply_version',
        "delete from kysely_migration where name = '0011-reply-versions'",
        // The read days go with timeline_owners, dropped below.
        "delete from kysely_migration where name = '0010-timeline-read-days'",
        'drop index posts_likes_by_id',
        "delete from kysely_migration where name = '0009-post-likes-by-id'",
        ...timelineStatements('sqlite').dropTriggers,
        'drop table timeline_entries',
        'drop table timeline_owners',
        "delete from kysely_migration where name = '0008-home-timelines'",
        ...keptCountStatements('sqlite').dropTriggers,
        'alter table posts drop column comment_count',
        'alter table users drop column follower_count',
        'alter table users drop column following_count',
        "delete from kysely_migration where name = '0007-kept-counts'",
        'drop table notification_actors',
        'drop table notification_groups',
        'drop table notification_marks',
        "delete from kysely_migration where name = '0006-notifications'",
        'drop table comment_votes',
        'alter table comments rename to comments_new',
        `create table comments (seq integer primary key, id text not null unique,
          post_id text not null references posts (id) on delete cascade,
          username text not null references users (username), text text not null,
          created_at text not null, updated_at text not null)`,
        `insert into comments select seq, id, post_id, username, text, created_at, updated_at
          from comments_new`,
        'drop table comments_new',
        "delete from kysely_migration where name = '0005-comment-votes'",
      ])
        await sql.raw(statement).execute(db);
    } finally {
      await db.destroy();
    }

    const second = await openStore({ dataDir });
    try {
      expect(await second.replies.forPosts(['p1'])).toEqual([
        reply('c1'),
        reply('c2'),
        reply('c3'),
      ]);
      const { nextCursor } = await second.replies.page('p1', { limit: 2 });
      // The last reply read and the one after it go: a new reply must come after the cursor.
      await second.replies.delete('c2');
      await second.replies.delete('c3');
      await second.replies.insert(reply('c4'));
      const rest = await second.replies.page('p1', { limit: 2, cursor: nextCursor! });
      expect(rest.items.map((row) => row._id)).toEqual(['c4']);
      await second.users.insert(userRow(2));
      await second.replies.putVote({
        replyId: 'c1',
        userId: 'u2',
        kind: 'up',
        createdAt: '2026-11-21T09:30:00+05:30',
      });
      expect((await second.replies.states(['c1'])).get('c1')?.upvoteCount).toBe(1);
      // 0007 counted the replies there were, and its triggers counted the changes since.
      expect((await second.posts.states(['p1'])).get('p1')?.replyCount).toBe(2);
    } finally {
      await second.close();
    }
  });
});
