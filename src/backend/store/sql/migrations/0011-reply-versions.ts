import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { replyVersionStatements } from '../reply-versions';

/**
 * Each post's reply version (reply-versions.ts): a column that triggers on the comments table move, so that
 * the newest replies a list shows are read again only when they changed. Existing posts start at
 * 0, as no process has kept any replies of theirs yet.
 */
export function createReplyVersions(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const run = async (tx: Kysely<unknown>) => {
        await sql`alter table posts add column reply_version integer not null default 0`.execute(
          tx,
        );
        for (const statement of replyVersionStatements(dialect).createTriggers)
          await sql.raw(statement).execute(tx);
      };
      // As in 0007: SQLite's DDL is not wrapped in a transaction by the migrator.
      if (dialect === 'sqlite') await db.transaction().execute(run);
      else await run(db);
    },
  };
}
