import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../backend/store/sql';

/** A pool of connections to the PostgreSQL database the URL names. */
export function openPostgresDatabase(databaseUrl: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle connection that drops (a server restart) is taken out of the pool, which opens a new
  // one when needed; without a listener the error would end the process.
  pool.on('error', (error) => console.error('PostgreSQL dropped an idle connection:', error));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
