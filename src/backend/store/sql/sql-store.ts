import type { Kysely } from 'kysely';
import type { Store } from '../port';
import type { SqlDialect } from './dialect';
import { pendingMigrations } from './migrations';
import { translateFullErrors } from './full-errors';
import { NewestRepliesCache } from './newest-replies-cache';
import { storeQueries } from './queries';
import type { Database } from './schema';
import { lockingTransactionRunner, transactionRunner, type SlotRunner } from './transaction';

export interface SqlStoreOptions {
  dialect: SqlDialect;
  /** Runs each transaction attempt when the host lets it; at once when unset. */
  transactionSlot?: SlotRunner;
}

/**
 * The store over a Kysely database whose schema migrateToLatest has brought up to date. The host
 * opens the database (SQLite with foreign_keys on, or a PostgreSQL pool) and hands it over;
 * close() destroys it.
 */
export function createSqlStore(db: Kysely<Database>, options: SqlStoreOptions): Store {
  const queries = storeQueries(db, options.dialect, false, new NewestRepliesCache());
  const transaction = transactionRunner(db, options.dialect, options.transactionSlot);
  const lockingTransaction = lockingTransactionRunner(db, options.dialect);
  const insertPost: Store['posts']['insert'] = (row) =>
    lockingTransaction((tx) => tx.posts.insert(row));
  // An edit rewrites the post's tags beside the row: both land or neither.
  const updatePost: Store['posts']['update'] = (id, patch) =>
    transaction((tx) => tx.posts.update(id, patch));
  const follow: Store['follows']['insert'] = (row) =>
    lockingTransaction((tx) => tx.follows.insert(row));
  const unfollow: Store['follows']['delete'] = (followerId, followeeId) =>
    lockingTransaction((tx) => tx.follows.delete(followerId, followeeId));
  return translateFullErrors({
    ...queries,
    // The writes that kept timelines follow (home-timeline.ts) take a transaction of their own
    // even when called alone: on PostgreSQL a locking one, which holds the timeline build lock's
    // shared side (timeline-build-lock.ts).
    posts: { ...queries.posts, insert: insertPost, update: updatePost },
    follows: { ...queries.follows, insert: follow, delete: unfollow },
    transaction,
    lockingTransaction,
    pendingMigrations: () => pendingMigrations(db, options.dialect),
    close: () => db.destroy(),
  });
}
