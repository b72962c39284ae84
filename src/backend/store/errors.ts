/** What a uniqueness conflict was on, where the API answers it (a taken username: 422). */
export type ConflictOn = 'username';

/** Thrown when a write would break a uniqueness rule (a taken username, a second like row). */
export class StoreConflictError extends Error {
  readonly on: ConflictOn | undefined;

  constructor(what: string, on?: ConflictOn) {
    super(`Conflict: ${what}`);
    this.name = 'StoreConflictError';
    this.on = on;
  }
}

/** Thrown when a cursor is not one the store made. */
export class InvalidCursorError extends Error {
  constructor() {
    super('The cursor is not valid for this list.');
    this.name = 'InvalidCursorError';
  }
}

/** Thrown when a transaction kept losing races with others and was given up: nothing changed. */
export class StoreBusyError extends Error {
  constructor() {
    super('The transaction kept conflicting with others and was not applied.');
    this.name = 'StoreBusyError';
  }
}

/**
 * Thrown when the database has no room for a write (SQLite's SQLITE_FULL, PostgreSQL's
 * disk_full): the transaction rolled back, so nothing of it was kept.
 */
export class StoreFullError extends Error {
  constructor(cause: unknown) {
    super('The database has no room for the write.', { cause });
    this.name = 'StoreFullError';
  }
}

/**
 * Thrown when the database cancelled a statement that ran past its time limit (PostgreSQL's
 * query_canceled, from PG_STATEMENT_TIMEOUT_MS): the transaction rolled back, so nothing was kept.
 */
export class StoreTimeoutError extends Error {
  constructor(cause: unknown) {
    super('The database cancelled a statement that ran too long.', { cause });
    this.name = 'StoreTimeoutError';
  }
}
