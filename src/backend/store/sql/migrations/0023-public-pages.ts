import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Who may see a profile and its posts: 'everyone' (the default, so no row is rewritten) or
 * 'members', the owner's "only logged-in people" setting. The partial index holds only the
 * accounts that chose 'members', so that a visitor's lists ask it once whether anyone did before
 * they filter such authors out (hides.ts), as 0015's index does for suspensions.
 */
export function createPublicPages(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table users add column visible_to text not null default 'everyone'`.execute(
        db,
      );
      await sql`create index if not exists users_members_only on users (seq)
        where visible_to = 'members'`.execute(db);
    },
  };
}
