import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '@/backend/store/sql';
import { namedStatementPool } from './named-statements';
import { queryLog, type QueryWatch } from './query-watch';

export interface PostgresOptions {
  /** How long to wait for a connection before the query fails; 5 s unless set. */
  connectionTimeoutMillis?: number;
  /** Told when an idle connection drops; console.error unless set. */
  onError?: (error: Error) => void;
  /** The most connections the pool opens (PG_POOL_MAX); 10 unless set. */
  poolMax?: number;
  /** PostgreSQL cancels a statement running longer (PG_STATEMENT_TIMEOUT_MS); 0: never. */
  statementTimeoutMs?: number;
  /** Times the queries and reads the pool, for the metrics; nothing unless set. */
  watch?: QueryWatch;
}

/**
 * A pool of at most poolMax connections to the PostgreSQL database the URL names. Opening a connection gives up
 * after connectionTimeoutMillis, so that with the database unreachable a request (GET
 * /api/health) fails and answers 503 rather than waiting forever.
 */
export function openPostgresDatabase(
  databaseUrl: string,
  {
    connectionTimeoutMillis = 5000,
    onError = (error) => console.error('PostgreSQL dropped an idle connection:', error),
    poolMax = 10,
    statementTimeoutMs = 30_000,
    watch,
  }: PostgresOptions = {},
): Kysely<Database> {
  // A stuck query (a lock held too long, a plan gone wrong) fails its request instead of holding
  // one of the pool's few connections forever.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    connectionTimeoutMillis,
    max: poolMax,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle connection that drops (a server restart) is taken out of the pool, which opens a new
  // one when needed; without a listener the error would end the process.
  pool.on('error', onError);
  watch?.pool?.(pool);
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: namedStatementPool(pool) }),
    ...queryLog(watch),
  });
}
