import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * The open event streams of each client address on PostgreSQL, where the caps per address hold
 * across every server of the deployment (src/server/events/postgres-stream-counter.ts). One row
 * per stream: the address key, the process that holds it and when its lease ends; each process
 * renews its leases while it runs, so the streams of one that died stop counting once theirs end.
 * SQLite serves one machine, whose processes count in memory or in their cluster's primary: no table.
 */
export function createOpenStreams(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`
        create table if not exists open_streams (
          id bigint generated always as identity primary key,
          key text not null,
          holder text not null,
          lease_ends timestamptz not null
        )`.execute(db);
      await sql`
        create index if not exists open_streams_by_key on open_streams (key, lease_ends)
      `.execute(db);
      await sql`create index if not exists open_streams_by_holder on open_streams (holder)`.execute(
        db,
      );
    },
  };
}
