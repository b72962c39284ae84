import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';

/**
 * The key that signs tokens when JWT_SECRET is unset, on PostgreSQL, where the app servers of one
 * deployment may run on several machines and must all accept each other's tokens
 * (src/server/auth/postgres-token-secret.ts). One row at most: the check keeps it so. SQLite
 * serves one machine, which keeps the key in a file of DATA_DIR: no table.
 */
export function createTokenKey(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`
        create table if not exists token_key (
          id smallint primary key default 1 check (id = 1),
          secret text not null,
          created_at timestamptz not null default now()
        )`.execute(db);
    },
  };
}
