import { StoreFullError, StoreTimeoutError } from '../errors';

/** SQLite's "database or disk is full" and PostgreSQL's disk_full (class 53, insufficient resources). */
export function isFullError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === '53100';
}

/** PostgreSQL's query_canceled: statement_timeout (PG_STATEMENT_TIMEOUT_MS) ended the statement. */
export function isTimeoutError(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '57014';
}

function translatedError(error: unknown): unknown {
  if (isFullError(error)) return new StoreFullError(error);
  if (isTimeoutError(error)) return new StoreTimeoutError(error);
  return error;
}

type Call = (...args: never[]) => Promise<unknown>;

const translated = <F extends Call>(call: F): F =>
  (async (...args: Parameters<F>) => {
    try {
      return await call(...args);
    } catch (error) {
      throw translatedError(error);
    }
  }) as F;

/**
 * The store with every call's full-disk failure turned into a StoreFullError and every cancelled
 * statement into a StoreTimeoutError, so that the API answers them in one place (507, 503)
 * whichever database is under it. A transaction's inner calls fail
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
