import type { Kysely } from 'kysely';
import type { Store } from '../port';
import type { SqlDialect } from './dialect';
import { translateFullErrors } from './full-errors';
import { storeQueries } from './queries';
import type { Database } from './schema';
import { transactionRunner } from './transaction';

export interface SqlStoreOptions {
  dialect: SqlDialect;
}

/**
 * The store over a Kysely database whose schema migrateToLatest has brought up to date. The host
 * opens the database (SQLite with foreign_keys on, or a PostgreSQL pool) and hands it over;
 * close() destroys it.
 */
export function createSqlStore(db: Kysely<Database>, options: SqlStoreOptions): Store {
  return translateFullErrors({
    ...storeQueries(db, options.dialect),
    transaction: transactionRunner(db, options.dialect),
    close: () => db.destroy(),
  });
}
