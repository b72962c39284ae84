import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { readDay } from '../timeline-read-days';

/**
 * The day each kept home timeline was last read, so that a reader who stopped reading has theirs
 * forgotten (forgetQuietTimelines) rather than kept, and fanned out to, for ever. The timelines
 * built before count as read today. The index finds the quiet ones without reading every reader.
 */
export function createTimelineReadDays(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const run = async (tx: Kysely<unknown>) => {
        await tx.schema.alterTable('timeline_owners').addColumn('read_day', 'integer').execute();
        await sql`update timeline_owners set read_day = ${readDay(Date.now())}`.execute(tx);
        await tx.schema
          .createIndex('timeline_owners_by_read_day')
          .on('timeline_owners')
          .column('read_day')
          .execute();
      };
      // As in 0007: SQLite's DDL is not wrapped in a transaction by the migrator.
      if (dialect === 'sqlite') await db.transaction().execute(run);
      else await run(db);
    },
  };
}
