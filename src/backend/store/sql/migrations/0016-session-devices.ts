import { sql, type Kysely, type Migration } from 'kysely';

/**
 * What a session logged in with (its User-Agent and client address) and when it was last seen,
 * for the owner's list of sessions; null in the sessions made before, which read as last seen
 * when made. Added columns without defaults rewrite no rows. The sessions by user are indexed with
 * their seq, so that the list reads a page newest first from the index; the index by user alone,
 * whose every use the new one serves, goes.
 */
export function createSessionDevices(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table sessions add column user_agent text`.execute(db);
      await sql`alter table sessions add column address text`.execute(db);
      await sql`alter table sessions add column last_seen_at text`.execute(db);
      await sql`create index if not exists sessions_by_user_newest on sessions (user_id, seq)`.execute(
        db,
      );
      await sql`drop index if exists sessions_by_user`.execute(db);
    },
  };
}
