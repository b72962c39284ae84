import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The accounts by their email address in any case, which a sign-up asks whether its address is
 * taken. Not a unique index: a database from before the rule may hold two accounts of one
 * address, and both keep working. Two sign-ups at once cannot both pass, as the check and the
 * insert share a transaction (BEGIN IMMEDIATE on SQLite, SERIALIZABLE on PostgreSQL).
 */
export function createEmailIndex(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index if not exists users_email_lower on users (lower(email))`.execute(db);
    },
  };
}
