import { StoreFullError } from '../errors';

/** SQLite's "database or disk is full" and PostgreSQL's disk_full (class 53, insufficient resources). */
export function isFullError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === '53100';
}

type Call = (...args: never[]) => Promise<unknown>;

const translated = <F extends Call>(call: F): F =>
  (async (...args: Parameters<F>) => {
    try {
      return await call(...args);
    } catch (error) {
      throw isFullError(error) ? new StoreFullError(error) : error;
    }
  }) as F;

/**
 * The store with every call's full-disk failure turned into a StoreFullError, so that the API
 * answers it in one place (507) whichever database is under it. A transaction's inner calls fail
 * through the transaction, which rolls back first.
 */
export function translateFullErrors<S extends Record<string, unknown>>(store: S): S {
  const entries = Object.entries(store).map(([key, value]) => {
    if (typeof value === 'function') return [key, translated(value as Call)];
    if (value && typeof value === 'object')
      return [key, translateFullErrors(value as Record<string, unknown>)];
    return [key, value];
  });
  return Object.fromEntries(entries) as S;
}
