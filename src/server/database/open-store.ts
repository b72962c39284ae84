import type { Store } from '@/backend/store/port';
import { createSqlStore, migrateToLatest, type SqlDialect } from '@/backend/store/sql';
import { openPostgresDatabase, type PostgresOptions } from './postgres-database';
import type { QueryWatch } from './query-watch';
import { openSqliteDatabase } from './sqlite-database';
import { postgresTransactionSlots, transactionSlots } from './transaction-slots';

export interface StoreConfig {
  dataDir: string;
  databaseUrl?: string;
  /** Told when PostgreSQL drops an idle connection (the pool opens another); else console.error. */
  onError?: (error: Error) => void;
  postgres?: Pick<PostgresOptions, 'poolMax' | 'statementTimeoutMs'>;
  /** Times the queries (and reads PostgreSQL's pool) for the metrics; nothing unless set. */
  watch?: QueryWatch;
}

/**
 * Opens the store the Node host runs on, with its migrations applied: PostgreSQL when a
 * databaseUrl is given, else SQLite at ${dataDir}/murmur.db. store.close() closes the database.
 */
export async function openStore(config: StoreConfig): Promise<Store> {
  const dialect: SqlDialect = config.databaseUrl ? 'postgres' : 'sqlite';
  const db = config.databaseUrl
    ? openPostgresDatabase(config.databaseUrl, {
        ...config.postgres,
        ...(config.onError ? { onError: config.onError } : {}),
        ...(config.watch ? { watch: config.watch } : {}),
      })
    : openSqliteDatabase(config.dataDir, config.watch);
  try {
    await migrateToLatest(db, dialect);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return createSqlStore(db, {
    dialect,
    ...(dialect === 'postgres'
      ? { transactionSlot: transactionSlots(postgresTransactionSlots) }
      : {}),
  });
}
