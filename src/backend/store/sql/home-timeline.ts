/**
 * Home timelines kept on write, as Mastodon keeps them: for each reader who has opened their feed,
 * the ids of its newest posts, so that a page of it is one index range rather than a merge of
 * every followed person's posts (which costs as much as they wrote in the span looked at: a busy
 * feed's day holds thousands of posts).
 *
 * - A reader's timeline is built on their first feed page: timeline_owners gets their row (not
 *   ready yet), then timeline_entries the feed's newest `timelineLength` posts, then the row is
 *   made ready with its floor, the position of the oldest kept post (none when the whole feed
 *   fitted): home-timeline-build.ts.
 * - A trigger fans every new post out to the timelines of its author and their followers (those
 *   that were built); a follow or an unfollow drops the follower's timeline, rebuilt on their next
 *   read; a deleted post's entries go with it (foreign key).
 * - A reader who has not read their feed for two weeks has their timeline forgotten (by the
 *   server's hourly job: timeline-read-days.ts); it is built again on their next read.
 * - A page reads the entries above the floor (in a single statement with its posts when it can:
 *   kept-feed-page.ts). One that reaches below it, or a timeline being built, is answered from
 *   the posts themselves (posts-list.ts), as before.
 *
 * A build and the writes beside it cannot leave a timeline without a post or a followed person's
 * posts: on SQLite one transaction runs at a time. On PostgreSQL a post or follow written at READ
 * COMMITTED (Store.lockingTransaction) holds the shared side of the timeline build lock, which a
 * build holds alone (timeline-build-lock.ts), so each sees the other's rows; the build is
 * SERIALIZABLE too, so that of a build and a SERIALIZABLE write that each miss the other's rows one
 * fails (the build then leaves the page to the posts, the write is retried).
 * A page reads the timeline in one snapshot (timelineKeys).
 */
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from './dialect';
import { build, timelineLength } from './home-timeline-build';
import type { Database } from './schema';
import { markRead, readDay } from './timeline-read-days';

export { timelineLength };

export interface FeedKey {
  id: string;
  key: number | string;
  /** A repost's place: whose repost it is, by id and username (null or absent for a post's own). */
  reposterId?: string | null;
  reposter?: string | null;
}

/** The feed's newest posts as the posts themselves tell them, read through `db`. */
export type NewestFeedKeys = (db: Kysely<Database>, limit: number) => Promise<FeedKey[]>;

/** Where the queries run: inTransaction when the store's transaction holds `db`'s connection. */
export interface SqlHandle {
  db: Kysely<Database>;
  dialect: SqlDialect;
  inTransaction: boolean;
}

/** Where a ready timeline stops being whole: entries below this position may be missing. */
export type Floor = { ms: number; id: string } | null;

/** A page's position in a feed order: created_ms (latest) or like_count (trending), and id. */
export interface FeedPosition {
  key: number;
  id: string;
}

/** What a feed page asks of the kept timeline. */
export interface TimelineQuery {
  order: 'latest' | 'trending';
  /** Keys wanted: one more than the page, to tell whether another follows. */
  count: number;
  /** Where the page starts (exclusive), from its cursor. */
  after?: FeedPosition;
  /** A trending page's window start, from its cursor; the first page finds it. */
  since?: number;
  /** How many of the feed's newest posts a trending window ranks. */
  window: number;
}

/**
 * The keys of a feed page read from the reader's kept timeline (built first when there is none),
 * and for trending the window's start; undefined when the timeline cannot tell them (another
 * request is building it, or the page reaches below its floor): the posts must. The timeline is
 * read in one snapshot, so that a follow, rebuild or trim between its statements cannot make a
 * page short or empty. The caller counts the read toward the trim check (countRead).
 */
export async function timelineKeys(
  handle: SqlHandle,
  ownerId: string,
  query: TimelineQuery,
  newest: NewestFeedKeys,
): Promise<{ keys: FeedKey[]; since?: number } | undefined> {
  if (query.order === 'latest' && query.count > timelineLength) return undefined;
  let read = await readKept(handle, ownerId, query);
  if (read === notBuilt) {
    if ((await build(handle, ownerId, newest)) === undefined) return undefined;
    read = await readKept(handle, ownerId, query);
  }
  return read === notBuilt ? undefined : read;
}

/**
 * Counts a page read of the reader's feed: one in trimCheckEvery also trims their timeline, and
 * the first of each day notes the day (markRead).
 */
export async function countRead(db: Kysely<Database>, ownerId: string): Promise<void> {
  readsSinceTrimCheck = (readsSinceTrimCheck + 1) % trimCheckEvery;
  if (readsSinceTrimCheck === 0) await trimIfLong(db, ownerId);
  await markRead(db, ownerId, readDay(Date.now()));
}

/** What readKept answers when the reader has no ready timeline. */
const notBuilt = Symbol('no ready timeline');

/** The page's keys from the ready timeline, read in one snapshot, floor included. */
function readKept(
  handle: SqlHandle,
  ownerId: string,
  query: TimelineQuery,
): Promise<{ keys: FeedKey[]; since?: number } | undefined | typeof notBuilt> {
  return inSnapshot(handle, async (db) => {
    const floor = await readyFloor(db, ownerId);
    if (floor === undefined) return notBuilt;
    if (query.order === 'latest') {
      const keys = await newestEntries(db, ownerId, floor, query);
      // Short of a page above the floor: the rest of the feed is older than what is kept.
      return keys.length === query.count || floor === null ? { keys } : undefined;
    }
    const since = query.since ?? (await windowStart(db, ownerId, floor, query.window));
    if (since === undefined || !coversFrom(floor, since)) return undefined;
    return { keys: await mostLiked(db, handle.dialect, ownerId, since, query), since };
  });
}

/** Runs the reads in one snapshot: a read-only transaction, unless one is open already. */
function inSnapshot<T>(handle: SqlHandle, read: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (handle.inTransaction) return read(handle.db);
  return handle.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(read);
}

async function newestEntries(
  db: Kysely<Database>,
  ownerId: string,
  floor: Floor,
  query: TimelineQuery,
): Promise<FeedKey[]> {
  const conditions = [sql`e.owner_id = ${ownerId}`];
  if (floor)
    conditions.push(sql`(e.created_ms, e.post_id) >= (cast(${floor.ms} as bigint), ${floor.id})`);
  if (query.after) {
    const { key, id } = query.after;
    conditions.push(sql`(e.created_ms, e.post_id) < (cast(${key} as bigint), ${id})`);
  }
  const { rows } = await sql<FeedKey>`
    select e.post_id as id, e.created_ms as key, e.reposter_id as "reposterId",
      ru.username as reposter
    from timeline_entries e left join users ru on ru.id = e.reposter_id
    where ${sql.join(conditions, sql` and `)}
    order by e.created_ms desc, e.post_id desc
    limit ${query.count}`.execute(db);
  return rows;
}

/** The window's posts, most liked first: the timeline's entries from `since` on. */
async function mostLiked(
  db: Kysely<Database>,
  dialect: SqlDialect,
  ownerId: string,
  since: number,
  query: TimelineQuery,
): Promise<FeedKey[]> {
  // Trending ranks the followed people's posts, not the reposts.
  const conditions = [
    sql`e.owner_id = ${ownerId}`,
    sql`e.created_ms >= cast(${since} as bigint)`,
    sql`e.reposter_id is null`,
  ];
  if (query.after) {
    const { key, id } = query.after;
    conditions.push(sql`(p.like_count, p.id) < (cast(${key} as bigint), ${id})`);
  }
  // Each entry's like count is read from posts_likes_by_id alone, not from it and the table.
  // Without statistics SQLite prefers the unique index on id (one row for certain), so it is told.
  const likesById = dialect === 'sqlite' ? sql.raw('indexed by posts_likes_by_id') : sql.raw('');
  const { rows } = await sql<FeedKey>`
    select p.id as id, p.like_count as key from timeline_entries e
    join posts p ${likesById} on p.id = e.post_id
    where ${sql.join(conditions, sql` and `)}
    order by p.like_count desc, p.id desc
    limit ${query.count}`.execute(db);
  return rows;
}

/**
 * Every this many reads of a kept timeline (in this process), one checks whether its own has
 * doubled, reading up to 2 × timelineLength index entries. Counting entries as posts fan out
 * would instead have every post update its readers' rows, which concurrent posts by people they
 * follow would then contend for.
 */
export const trimCheckEvery = 50;
let readsSinceTrimCheck = 0;

/**
 * Cuts a timeline that posts fanned out to have doubled back to its newest `timelineLength`
 * entries: its floor raised to the oldest kept first (only ever raised, so that a trim racing a
 * rebuild or another trim never lowers it below missing entries), then the rest deleted.
 */
async function trimIfLong(db: Kysely<Database>, ownerId: string): Promise<void> {
  if (!(await entryAt(db, ownerId, 2 * timelineLength))) return;
  const oldest = await entryAt(db, ownerId, timelineLength);
  if (!oldest) return;
  const raised = await sql`update timeline_owners
    set floor_ms = ${oldest.ms}, floor_id = ${oldest.id}
    where owner_id = ${ownerId} and ready = 1
      and (floor_ms is null or (floor_ms, floor_id) < (cast(${oldest.ms} as bigint), ${oldest.id}))`.execute(
    db,
  );
  if (!Number(raised.numAffectedRows ?? 0)) return;
  await sql`delete from timeline_entries where owner_id = ${ownerId}
    and (created_ms, post_id) < (cast(${oldest.ms} as bigint), ${oldest.id})`.execute(db);
}

/**
 * Where a trending window of the feed's newest `window` posts starts, read from the kept timeline:
 * the instant of its window-th entry, 0 when the whole feed is shorter, undefined when the
 * timeline keeps too few (the posts must tell).
 */
async function windowStart(
  db: Kysely<Database>,
  ownerId: string,
  floor: Floor,
  window: number,
): Promise<number | undefined> {
  const entry = await entryAt(db, ownerId, window, true);
  return entry ? entry.ms : floor === null ? 0 : undefined;
}

/** The position of the timeline's n-th newest entry (of its own posts only), if it holds that many. */
async function entryAt(
  db: Kysely<Database>,
  ownerId: string,
  n: number,
  ownPostsOnly = false,
): Promise<{ ms: number; id: string } | undefined> {
  const own = ownPostsOnly ? sql`and reposter_id is null` : sql``;
  const { rows } = await sql<{ ms: number | string; id: string }>`
    select created_ms as ms, post_id as id from timeline_entries where owner_id = ${ownerId} ${own}
    order by created_ms desc, post_id desc
    limit 1 offset ${n - 1}`.execute(db);
  return rows[0] ? { ms: Number(rows[0].ms), id: rows[0].id } : undefined;
}

/** Whether a timeline with this floor holds every feed post from the instant `since` on. */
function coversFrom(floor: Floor, since: number): boolean {
  return floor === null || since > floor.ms;
}

/** The ready timeline's floor (null: it holds the whole feed); undefined when there is none. */
async function readyFloor(db: Kysely<Database>, ownerId: string): Promise<Floor | undefined> {
  const { rows } = await sql<{
    ready: number | boolean;
    floorMs: number | string | null;
    floorId: string | null;
  }>`select ready, floor_ms as "floorMs", floor_id as "floorId" from timeline_owners
     where owner_id = ${ownerId}`.execute(db);
  const row = rows[0];
  if (!row || !Number(row.ready)) return undefined;
  return row.floorMs === null ? null : { ms: Number(row.floorMs), id: row.floorId ?? '' };
}
