import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { timelineStatements } from '../home-timeline-schema';

/**
 * Home timelines kept on write (see home-timeline.ts and docs/architecture.md, "Kept home
 * timelines"). They start empty: each reader's is built on their next feed page.
 */
export function createHomeTimelines(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const statements = timelineStatements(dialect);
      const run = async (tx: Kysely<unknown>) => {
        for (const statement of [...statements.createTables, ...statements.createTriggers])
          await sql.raw(statement).execute(tx);
      };
      // As in 0007: SQLite's DDL is not wrapped in a transaction by the migrator.
      if (dialect === 'sqlite') await db.transaction().execute(run);
      else await run(db);
    },
  };
}
