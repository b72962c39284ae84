import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The accounts with a suspension, by its end: the lists ask it whether anyone is suspended now
 * before they filter suspended authors out (hides.ts), and it holds only those few rows (lifting
 * a suspension clears its end).
 */
export function createSuspendedIndex(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index if not exists users_suspended on users (suspended_until)
        where suspended_until is not null`.execute(db);
    },
  };
}
