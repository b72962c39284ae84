import { sql, type Kysely } from 'kysely';
import { StoreBusyError } from '../errors';
import type { Store, StoreTx } from '../port';
import type { SqlDialect } from './dialect';
import { storeQueries } from './queries';
import { isSerializationFailure } from './race-errors';
import type { Database } from './schema';
import { timelineBuildLock } from './timeline-build-lock';

/**
 * SQLite takes the write lock up front (BEGIN IMMEDIATE), so a transaction that reads and then
 * writes never meets another writer halfway. Kysely's SQLite driver has one connection behind a
 * mutex: while a transaction holds it, the store's other calls wait, so they cannot interleave.
 * PostgreSQL runs SERIALIZABLE on a pooled connection and may refuse to commit; it is retried.
 */
const begin: Record<SqlDialect, string> = {
  sqlite: 'begin immediate',
  postgres: 'begin isolation level serializable',
};

/**
 * A locking transaction (Store.lockingTransaction) on PostgreSQL: READ COMMITTED, holding the
 * shared side of the timeline build lock (timeline-build-lock.ts) from its first statement, sent
 * with the BEGIN in one round trip. SQLite's runs alone as any other.
 */
const beginLocking: Record<SqlDialect, string> = {
  sqlite: 'begin immediate',
  postgres: `begin isolation level read committed;
    select pg_advisory_xact_lock_shared(${timelineBuildLock})`,
};

/**
 * How often a transaction PostgreSQL refused as a conflict is run again before giving up. One
 * person's writes all touch their own row (updatedAt), so eight at once can collide many times.
 */
const maxAttempts = 30;

/** Runs a task when the host lets it (a slot is free); the task holds the slot until it settles. */
export type SlotRunner = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * Each attempt runs in one of the host's slots when it gives some (the Node host does on
 * PostgreSQL, src/server/database/transaction-slots.ts), so that fewer transactions overlap and
 * conflict.
 */
export function transactionRunner(
  db: Kysely<Database>,
  dialect: SqlDialect,
  inSlot?: SlotRunner,
): Store['transaction'] {
  const attempt = <T>(fn: (tx: StoreTx) => Promise<T>) => {
    const once = () =>
      db.connection().execute((connection) => runOnce(connection, begin[dialect], dialect, fn));
    return inSlot ? inSlot(once) : once();
  };
  return retrying(attempt);
}

/**
 * Store.lockingTransaction: outside the slots, since its writes wait for each other's row locks
 * rather than fail; only a deadlock (which PostgreSQL breaks by failing one) runs it again.
 */
export function lockingTransactionRunner(
  db: Kysely<Database>,
  dialect: SqlDialect,
): Store['lockingTransaction'] {
  return retrying((fn) =>
    db
      .connection()
      .execute((connection) => runOnce(connection, beginLocking[dialect], dialect, fn)),
  );
}

type Attempt = <T>(fn: (tx: StoreTx) => Promise<T>) => Promise<T>;

/** Runs the attempt again after a conflict PostgreSQL refused, after a pause. */
function retrying(attempt: Attempt): Store['transaction'] {
  return async function transaction<T>(fn: (tx: StoreTx) => Promise<T>): Promise<T> {
    for (let tries = 1; ; tries++) {
      try {
        return await attempt(fn);
      } catch (error) {
        if (!isSerializationFailure(error)) throw error;
        if (tries >= maxAttempts) throw new StoreBusyError();
        // The pause is taken out of the slot, so that others run meanwhile.
        await backOff(tries);
      }
    }
  };
}

async function runOnce<T>(
  connection: Kysely<Database>,
  beginStatement: string,
  dialect: SqlDialect,
  fn: (tx: StoreTx) => Promise<T>,
): Promise<T> {
  await sql.raw(beginStatement).execute(connection);
  let result: T;
  try {
    result = await fn(storeQueries(connection, dialect, true));
    await sql.raw('commit').execute(connection);
  } catch (error) {
    // A failed commit may leave SQLite's transaction open. The first error is the one to report;
    // a rollback that fails too (the connection is gone) adds nothing to it.
    await sql
      .raw('rollback')
      .execute(connection)
      .catch(() => undefined);
    throw error;
  }
  return result;
}

/** A random pause that grows with each attempt, so that the transactions that collided spread out. */
function backOff(attempt: number): Promise<void> {
  const ceilingMs = Math.min(250, 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceilingMs));
}
