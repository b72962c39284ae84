import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { keptCountColumns, keptCountStatements } from '../kept-counts';

/**
 * Kept counts (docs/architecture.md, "Kept counts"): a post's replies, a reply's votes, a person's
 * followers and following become columns that triggers keep (see kept-counts.ts), backfilled here
 * from the rows.
 */
export function createKeptCounts(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // SQLite's DDL is not wrapped in a transaction by the migrator (PostgreSQL's is): one here,
      // so that a crash halfway leaves no column behind and the migration runs again whole.
      if (dialect === 'sqlite') await db.transaction().execute((tx) => addKeptCounts(tx, dialect));
      else await addKeptCounts(db, dialect);
    },
  };
}

async function addKeptCounts(db: Kysely<unknown>, dialect: SqlDialect) {
  const run = (statement: string) => sql.raw(statement).execute(db);
  for (const [table, columns] of Object.entries(keptCountColumns)) {
    for (const column of columns) {
      await run(`alter table ${table} add column ${column} integer not null default 0`);
    }
  }
  const statements = keptCountStatements(dialect);
  for (const statement of statements.recount) await run(statement);
  for (const statement of statements.createTriggers) await run(statement);
}
