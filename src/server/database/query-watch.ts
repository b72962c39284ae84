import type { KyselyConfig } from 'kysely';
import type pg from 'pg';

/** What the host's metrics learn of the database: each query's time, and PostgreSQL's pool. */
export interface QueryWatch {
  /** Told after each query, failed ones too, how long it took. */
  query(durationMs: number): void;
  /** Handed the PostgreSQL pool once it is made, to read its connection counts. */
  pool?(pool: pg.Pool): void;
}

/** Kysely's log option that times every query for the watch; none without one. */
export const queryLog = (watch: QueryWatch | undefined): Pick<KyselyConfig, 'log'> =>
  watch ? { log: (event) => watch.query(event.queryDurationMillis) } : {};
