/**
 * The day each reader last read their kept home timeline (home-timeline.ts), and the forgetting
 * of the timelines of readers who stopped reading, as Mastodon stops keeping inactive users' home
 * feeds: otherwise every reader who ever opened their feed would keep 800 rows, and every post
 * would fan out to them, for ever. A forgotten timeline is built again on its reader's next page.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** How many days without a feed read a kept timeline outlives. */
export const quietDays = 14;

/** A day as timeline_owners.read_day keeps it: whole days since 1970, UTC. */
export const readDay = (ms: number): number => Math.floor(ms / 86_400_000);

/**
 * The readers this process has noted as reading on a day, so that a day costs each reader one
 * write, not one per page. Bounded: past markedMax readers it starts afresh, which costs only
 * writes that change nothing.
 */
const marked = new Map<string, number>();
const markedMax = 10_000;

/** Notes that the reader read their feed on `day`, once a day in this process. */
export async function markRead(db: Kysely<Database>, ownerId: string, day: number): Promise<void> {
  if (marked.get(ownerId) === day) return;
  await sql`update timeline_owners set read_day = ${day}
    where owner_id = ${ownerId} and (read_day is null or read_day < ${day})`.execute(db);
  if (marked.size >= markedMax) marked.clear();
  marked.set(ownerId, day);
}

/**
 * How many quiet readers' timelines one statement forgets: each takes up to 800 entries (and
 * their index entries) with it. 20 full ones took 70 to 150 ms on SQLite (200 took 400), so
 * that writers wait a tenth of a second for the lock at most, not seconds.
 */
const forgetBatch = 20;

/**
 * Forgets the timelines of readers who last read their feed before `day` (their entries go by
 * foreign key), a batch per statement; answers how many.
 */
export async function forgetQuietTimelines(db: Kysely<Database>, day: number): Promise<number> {
  let forgotten = 0;
  for (;;) {
    const result = await sql`delete from timeline_owners where owner_id in (
      select owner_id from timeline_owners where read_day < ${day} limit ${forgetBatch})`.execute(
      db,
    );
    const count = Number(result.numAffectedRows ?? 0);
    forgotten += count;
    if (count < forgetBatch) return forgotten;
  }
}
