// Building a reader's kept home timeline: its owner row, its newest entries, then ready with its
// floor. home-timeline.ts says how the timelines work and reads them.
import { sql, type Kysely } from 'kysely';
import { isOneOf, type SqlDialect } from './dialect';
import type { Floor, NewestFeedKeys, SqlHandle } from './home-timeline';
import { isSerializationFailure } from './race-errors';
import type { Database } from './schema';
import { timelineBuildLock } from './timeline-build-lock';
import { readDay } from './timeline-read-days';

/** How many of the feed's newest posts a timeline keeps when built. */
export const timelineLength = 800;

/**
 * Builds the reader's timeline in one transaction: its floor, or undefined when another build or
 * a follow won. On PostgreSQL it holds the timeline build lock alone (timeline-build-lock.ts), so
 * that no post or follow written at READ COMMITTED is missed by both the build and its own
 * trigger; and it is SERIALIZABLE, so that a repost (a SERIALIZABLE transaction of the store's)
 * committed while the posts are read makes one of the two fail. SQLite runs one transaction at a
 * time.
 */
export async function build(
  handle: SqlHandle,
  ownerId: string,
  newest: NewestFeedKeys,
): Promise<Floor | undefined> {
  const steps = (db: Kysely<Database>) => buildSteps(db, handle.dialect, ownerId, newest);
  if (handle.inTransaction) return steps(handle.db);
  try {
    if (handle.dialect === 'sqlite') return await handle.db.transaction().execute(steps);
    // The lock is the session's, taken before the transaction begins: its snapshot must be taken
    // after the writes that held the lock's shared side have committed (timeline-build-lock.ts).
    return await handle.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${timelineBuildLock})`.execute(connection);
      try {
        return await connection.transaction().setIsolationLevel('serializable').execute(steps);
      } finally {
        await sql`select pg_advisory_unlock(${timelineBuildLock})`.execute(connection);
      }
    });
  } catch (error) {
    // The build lost a race (on PostgreSQL: a conflict, or a key a concurrent write removed) and
    // wrote nothing.
    if (isSerializationFailure(error) || (error as { code?: unknown }).code === '23503')
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
  const registered = await sql`insert into timeline_owners (owner_id, ready, read_day)
    select id, 0, ${readDay(Date.now())} from users where id = ${ownerId}
    on conflict do nothing`.execute(db);
  if (!Number(registered.numAffectedRows ?? 0)) return undefined;
  const keys = await newest(db, timelineLength + 1);
  const kept = keys.slice(0, timelineLength);
  const oldest = kept[kept.length - 1];
  const floor: Floor =
    keys.length > timelineLength && oldest ? { ms: Number(oldest.key), id: oldest.id } : null;
  const own = kept.filter((key) => !key.reposterId);
  await sql`insert into timeline_entries (owner_id, created_ms, post_id)
    select o.owner_id, p.created_ms, p.id from timeline_owners o, posts p
    where o.owner_id = ${ownerId} and ${isOneOf(
      dialect,
      'p.id',
      own.map((key) => key.id),
    )}
    on conflict do nothing`.execute(db);
  // Reposts keep the instant and the reposter the feed's read found them with.
  const reposted = kept.filter((key) => key.reposterId);
  if (reposted.length > 0)
    await db
      .insertInto('timeline_entries')
      .values(
        reposted.map((key) => ({
          owner_id: ownerId,
          created_ms: Number(key.key),
          post_id: key.id,
          reposter_id: key.reposterId ?? null,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  const ready = await sql`update timeline_owners
    set ready = 1, floor_ms = ${floor ? floor.ms : null}, floor_id = ${floor ? floor.id : null}
    where owner_id = ${ownerId}`.execute(db);
  return Number(ready.numAffectedRows ?? 0) ? floor : undefined;
}
