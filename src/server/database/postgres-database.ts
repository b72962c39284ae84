import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../backend/store/sql';

export interface PostgresOptions {
  /** How long to wait for a connection before the query fails; 5 s unless set. */
  connectionTimeoutMillis?: number;
  /** Told when an idle connection drops; console.error unless set. */
  onError?: (error: Error) => void;
}

/**
 * A pool of connections to the PostgreSQL database the URL names. Opening a connection gives up
 * after connectionTimeoutMillis, so that with the database unreachable a request (GET
 * /api/health) fails and answers 503 rather than waiting forever.
 */
export function openPostgresDatabase(
  databaseUrl: string,
  {
    connectionTimeoutMillis = 5000,
    onError = (error) => console.error('PostgreSQL dropped an idle connection:', error),
  }: PostgresOptions = {},
): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis });
  // An idle connection that drops (a server restart) is taken out of the pool, which opens a new
  // one when needed; without a listener the error would end the process.
  pool.on('error', onError);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
