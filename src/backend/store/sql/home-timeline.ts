import { sql, type Kysely } from 'kysely';
import { isOneOf, type SqlDialect } from './dialect';
import type { Database } from './schema';

/**
 * Home timelines kept on write, as Mastodon keeps them: for each reader who has opened their feed,
 * the ids of its newest posts, so that a page of it is one index range rather than a merge of
 * every followed person's posts (which costs as much as they wrote in the span looked at: a busy
 * feed's day holds thousands of posts).
 *
 * - A reader's timeline is built on their first feed page: timeline_owners gets their row (not
 *   ready yet), then timeline_entries the feed's newest `timelineLength` posts, then the row is
 *   made ready with its floor, the position of the oldest kept post (none when the whole feed
 *   fitted).
 * - A trigger fans every new post out to the timelines of its author and their followers (those
 *   that were built); a follow or an unfollow drops the follower's timeline, rebuilt on their next
 *   read; a deleted post's entries go with it (foreign key).
 * - A page reads the entries above the floor. One that reaches below it, or a timeline being
 *   built, is answered from the posts themselves (posts-list.ts), as before.
 *
 * Registering before reading the posts makes the build safe beside writes: a post written
 * meanwhile fans out to the new row, and a follow meanwhile drops it, so that the row never
 * becomes ready.
 */
export const timelineLength = 800;

export interface FeedKey {
  id: string;
  key: number | string;
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

/**
 * The keys of the newest `limit` posts of the reader's feed before `before` (newest first), from
 * the kept timeline; undefined when it cannot tell them (being built by another request, or the
 * page reaches below its floor). `newest` reads the feed's newest posts from the posts
 * themselves, for a build.
 */
export async function timelineKeys(
  handle: SqlHandle,
  ownerId: string,
  limit: number,
  before: { key: number; id: string } | undefined,
  newest: NewestFeedKeys,
): Promise<FeedKey[] | undefined> {
  if (limit > timelineLength) return undefined;
  const floor = await keptTimeline(handle, ownerId, newest);
  if (floor === undefined) return undefined;
  const conditions = [sql`owner_id = ${ownerId}`];
  if (floor)
    conditions.push(sql`(created_ms, post_id) >= (cast(${floor.ms} as bigint), ${floor.id})`);
  if (before)
    conditions.push(sql`(created_ms, post_id) < (cast(${before.key} as bigint), ${before.id})`);
  const { rows } = await sql<FeedKey>`
    select post_id as id, created_ms as key from timeline_entries
    where ${sql.join(conditions, sql` and `)}
    order by created_ms desc, post_id desc
    limit ${limit}`.execute(handle.db);
  // Short of a page above the floor: the rest of the feed is older than what is kept.
  return rows.length === limit || floor === null ? rows : undefined;
}

/**
 * The reader's ready timeline, built now when there is none: its floor (null when it holds the
 * whole feed), or undefined when another request is building it or a follow won the race.
 */
export async function keptTimeline(
  handle: SqlHandle,
  ownerId: string,
  newest: NewestFeedKeys,
): Promise<Floor | undefined> {
  const floor = await readyFloor(handle.db, ownerId);
  if (floor === undefined) return build(handle, ownerId, newest);
  readsSinceTrimCheck = (readsSinceTrimCheck + 1) % trimCheckEvery;
  return readsSinceTrimCheck === 0 ? trimIfLong(handle.db, ownerId, floor) : floor;
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
 * entries, its floor raised to the oldest kept first (so that no reader reads below it), so that
 * a timeline stays bounded however long its reader keeps reading. The floor after, the old one
 * when there was nothing to cut or a follow dropped the timeline meanwhile.
 */
async function trimIfLong(db: Kysely<Database>, ownerId: string, floor: Floor): Promise<Floor> {
  const nth = (n: number) => sql<{ ms: number | string; id: string }>`
    select created_ms as ms, post_id as id from timeline_entries where owner_id = ${ownerId}
    order by created_ms desc, post_id desc
    limit 1 offset ${n - 1}`;
  if ((await nth(2 * timelineLength).execute(db)).rows.length === 0) return floor;
  const { rows } = await nth(timelineLength).execute(db);
  if (!rows[0]) return floor;
  const oldest = { ms: Number(rows[0].ms), id: rows[0].id };
  const raised = await sql`update timeline_owners
    set floor_ms = ${oldest.ms}, floor_id = ${oldest.id}
    where owner_id = ${ownerId} and ready = 1`.execute(db);
  if (!Number(raised.numAffectedRows ?? 0)) return floor;
  await sql`delete from timeline_entries where owner_id = ${ownerId}
    and (created_ms, post_id) < (cast(${oldest.ms} as bigint), ${oldest.id})`.execute(db);
  return oldest;
}

/**
 * Where a trending window of the feed's newest `window` posts starts, read from the kept timeline:
 * the instant of its window-th entry, 0 when the whole feed is shorter, undefined when the
 * timeline keeps too few (the posts must tell).
 */
export async function timelineWindowStart(
  db: Kysely<Database>,
  ownerId: string,
  floor: Floor,
  window: number,
): Promise<number | undefined> {
  const { rows } = await sql<{ key: number | string }>`
    select created_ms as key from timeline_entries where owner_id = ${ownerId}
    order by created_ms desc, post_id desc
    limit 1 offset ${window - 1}`.execute(db);
  const start = rows[0] ? Number(rows[0].key) : floor === null ? 0 : undefined;
  return start === undefined || coversFrom(floor, start) ? start : undefined;
}

/** Whether a timeline with this floor holds every feed post from the instant `since` on. */
export function coversFrom(floor: Floor, since: number): boolean {
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

/**
 * Builds the reader's timeline in one transaction: its floor, or undefined when another build or
 * a follow won. On PostgreSQL it is SERIALIZABLE, so that a follow committed while the posts are
 * read (its trigger found no row to drop yet) makes one of the two fail rather than leave a
 * timeline without the followed person's posts. SQLite runs one transaction at a time.
 */
async function build(
  handle: SqlHandle,
  ownerId: string,
  newest: NewestFeedKeys,
): Promise<Floor | undefined> {
  const steps = (db: Kysely<Database>) => buildSteps(db, handle.dialect, ownerId, newest);
  if (handle.inTransaction) return steps(handle.db);
  try {
    return await handle.db.transaction().setIsolationLevel('serializable').execute(steps);
  } catch (error) {
    // PostgreSQL's serialization failure, deadlock, or a follow that deleted the row while the
    // entries' insert checked its key: the build lost a race and wrote nothing.
    if (['40001', '40P01', '23503'].includes(String((error as { code?: unknown }).code)))
      return undefined;
    throw error;
  }
}

async function buildSteps(
  db: Kysely<Database>,
  dialect: SqlDialect,
  ownerId: string,
  newest: NewestFeedKeys,
): Promise<Floor | undefined> {
  const registered = await sql`insert into timeline_owners (owner_id, ready)
    select id, 0 from users where id = ${ownerId}
    on conflict do nothing`.execute(db);
  if (!Number(registered.numAffectedRows ?? 0)) return undefined;
  const keys = await newest(db, timelineLength + 1);
  const kept = keys.slice(0, timelineLength);
  const oldest = kept[kept.length - 1];
  const floor: Floor =
    keys.length > timelineLength && oldest ? { ms: Number(oldest.key), id: oldest.id } : null;
  await sql`insert into timeline_entries (owner_id, created_ms, post_id)
    select o.owner_id, p.created_ms, p.id from timeline_owners o, posts p
    where o.owner_id = ${ownerId} and ${isOneOf(
      dialect,
      'p.id',
      kept.map((key) => key.id),
    )}
    on conflict do nothing`.execute(db);
  const ready = await sql`update timeline_owners
    set ready = 1, floor_ms = ${floor ? floor.ms : null}, floor_id = ${floor ? floor.id : null}
    where owner_id = ${ownerId}`.execute(db);
  return Number(ready.numAffectedRows ?? 0) ? floor : undefined;
}

export interface TimelineStatements {
  createTables: string[];
  /** Creates the triggers (each statement once; they do not exist yet). */
  createTriggers: string[];
  dropTriggers: string[];
  /** Forgets every timeline: each is built again on its reader's next page. */
  forgetAll: string[];
}

/**
 * The tables and triggers as plain SQL, so that the bulk fill (npm run seed:scale) can drop the
 * triggers for its writes, forget the timelines its posts would have joined, and create the
 * triggers again after. Migration 0008
 * creates them from here: once it has shipped, changing one needs a migration.
 */
export function timelineStatements(dialect: SqlDialect): TimelineStatements {
  const key = dialect === 'postgres' ? 'text collate "C"' : 'text';
  const createTables = [
    `create table if not exists timeline_owners (
      owner_id ${key} primary key references users (id) on delete cascade,
      ready integer not null default 0,
      floor_ms bigint,
      floor_id ${key}
    )`,
    `create table if not exists timeline_entries (
      owner_id ${key} not null references timeline_owners (owner_id) on delete cascade,
      created_ms bigint not null,
      post_id ${key} not null references posts (id) on delete cascade,
      primary key (owner_id, created_ms, post_id)
    )${dialect === 'sqlite' ? ' without rowid' : ''}`,
    // A deleted post's entries are found by its id.
    'create index if not exists timeline_entries_by_post on timeline_entries (post_id)',
  ];
  // The timelines a new post joins: its author's own and their followers', when built, and only
  // above a floor (a post dated in the past has no place in a timeline that stops later).
  const fanOut = (post: string) => `insert into timeline_entries (owner_id, created_ms, post_id)
    select o.owner_id, ${post}.created_ms, ${post}.id from timeline_owners o
    where o.owner_id in (
        select f.follower_id from follows f
        where f.followee_id = (select id from users where username = ${post}.username)
        union all select id from users where username = ${post}.username)
      and (o.floor_ms is null or (${post}.created_ms, ${post}.id) > (o.floor_ms, o.floor_id))`;
  const forgetAll = ['delete from timeline_entries', 'delete from timeline_owners'];
  const dropOwner = (edge: string) =>
    `delete from timeline_owners where owner_id = ${edge}.follower_id`;
  if (dialect === 'sqlite') {
    return {
      createTables,
      forgetAll,
      createTriggers: [
        `create trigger home_timeline_fan_out after insert on posts begin ${fanOut('new')}; end`,
        `create trigger home_timeline_follow after insert on follows begin
           ${dropOwner('new')}; end`,
        `create trigger home_timeline_unfollow after delete on follows begin
           ${dropOwner('old')}; end`,
      ],
      dropTriggers: [
        'drop trigger if exists home_timeline_fan_out',
        'drop trigger if exists home_timeline_follow',
        'drop trigger if exists home_timeline_unfollow',
      ],
    };
  }
  return {
    createTables,
    forgetAll,
    createTriggers: [
      `create or replace function home_timeline_fan_out() returns trigger language plpgsql as $$
       begin ${fanOut('new')}; return null; end $$`,
      `create trigger home_timeline_fan_out after insert on posts
       for each row execute function home_timeline_fan_out()`,
      `create or replace function home_timeline_follows() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then ${dropOwner('new')}; else ${dropOwner('old')}; end if;
         return null;
       end $$`,
      `create trigger home_timeline_follows after insert or delete on follows
       for each row execute function home_timeline_follows()`,
    ],
    dropTriggers: [
      'drop trigger if exists home_timeline_fan_out on posts',
      'drop trigger if exists home_timeline_follows on follows',
    ],
  };
}
