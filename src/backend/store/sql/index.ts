/** The SQL store adapter: one set of Kysely queries and migrations for SQLite and PostgreSQL. */
export { createSqlStore, type SqlStoreOptions } from './sql-store';
export type { SlotRunner } from './transaction';
export { migrateToLatest } from './migrations';
export type { SqlDialect } from './dialect';
export type { Database } from './schema';
