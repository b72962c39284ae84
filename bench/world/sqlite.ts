/**
 * npm run seed:scale on SQLite: raw better-sqlite3 on the server's database file, one
 * transaction for the whole fill, multi-row prepared INSERTs, secondary indexes rebuilt after.
 */
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { timelineStatements } from '@/backend/store/sql/home-timeline-schema';
import { keptCountStatements } from '@/backend/store/sql/kept-counts';
import { replyVersionStatements } from '@/backend/store/sql/reply-versions';
import { repostStatements } from '@/backend/store/sql/repost-statements';
import { sqliteFileName } from '@/server/database/sqlite-database';
import type { FillLog } from './log';
import { checkFill, filledTables, seqMarks, type FillTarget, type SqlRunner } from './target';
import type { FillStep, Row, TableSpec } from './tables';

/** Rows per INSERT: few enough for SQLite's variable limit (32766) with the widest table. */
const rowsPerStatement = 200;

export function openSqliteTarget(dataDir: string): FillTarget {
  const path = join(dataDir, sqliteFileName);
  const db = new SQLite(path, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const runner: SqlRunner = {
    all: <T>(sql: string, params: readonly unknown[] = []) =>
      Promise.resolve(db.prepare(sql).all(...params) as T[]),
  };
  return {
    where: path,
    all: runner.all,
    fill: (steps, log) => fill(db, runner, steps, log),
    close: () => Promise.resolve(void db.close()),
  };
}

const keptCounts = keptCountStatements('sqlite');
const replyVersions = replyVersionStatements('sqlite');
const timelines = timelineStatements('sqlite');
const reposts = repostStatements('sqlite');

/**
 * Bulk-load settings, in force only during the fill (the server's WAL, NORMAL sync and foreign
 * keys come back after): a rollback journal, because one huge transaction in WAL mode would
 * write every page twice (WAL, then checkpoint), and a rollback journal only keeps pages that
 * existed before, so a failure still rolls back cleanly. No fsync, a 2 GiB page cache, sorts in
 * memory with a helper thread for the index builds, and the file locked to us throughout.
 */
function enterBulkMode(db: SQLite.Database) {
  const mode = db.pragma('journal_mode = DELETE', { simple: true });
  if (mode !== 'delete')
    throw new Error('Another process has the database open (is the server running?): stop it');
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF'); // a no-op inside a transaction, so set before BEGIN
  db.pragma('cache_size = -2097152');
  db.pragma('temp_store = MEMORY');
  db.pragma('threads = 2');
}

function leaveBulkMode(db: SQLite.Database) {
  db.pragma('locking_mode = NORMAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('journal_mode = WAL');
}

async function fill(db: SQLite.Database, runner: SqlRunner, steps: FillStep[], log: FillLog) {
  enterBulkMode(db);
  try {
    db.exec('BEGIN IMMEDIATE');
    try {
      const before = await seqMarks(runner);
      const indexes = secondaryIndexes(db);
      for (const { name } of indexes) db.exec(`drop index "${name}"`);
      for (const statement of [
        ...keptCounts.dropTriggers,
        ...replyVersions.dropTriggers,
        ...timelines.dropTriggers,
        ...reposts.dropTriggers,
      ])
        db.exec(statement);
      for (const statement of timelines.forgetAll) db.exec(statement);
      log.note(
        `Dropped ${indexes.length} secondary indexes and the count, reply version, timeline and repost triggers for the writes`,
      );
      for (const step of steps) insertAll(db, step, log);
      await log.phase(`Rebuilding ${indexes.length} indexes`, () => {
        for (const { sql } of indexes) db.exec(sql);
      });
      await log.phase('Counting replies, votes and follows', () => {
        for (const statement of keptCounts.recount) db.exec(statement);
        for (const statement of [
          ...keptCounts.createTriggers,
          ...replyVersions.createTriggers,
          ...timelines.createTriggers,
          ...reposts.createTriggers,
        ])
          db.exec(statement);
      });
      await log.phase('Checking', async () => {
        await checkFill(runner, before, log);
        const broken = db.prepare('pragma foreign_key_check').all();
        if (broken.length > 0)
          throw new Error(`Foreign keys broken: ${JSON.stringify(broken.slice(0, 3))}`);
      });
      await log.phase('Committing', () => db.exec('COMMIT'));
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }
  } finally {
    leaveBulkMode(db);
  }
}

/** Indexes made by CREATE INDEX (the unique constraints' own have no SQL and stay). */
function secondaryIndexes(db: SQLite.Database) {
  const marks = filledTables.map(() => '?').join(', ');
  return db
    .prepare(
      `select name, sql from sqlite_master
       where type = 'index' and sql is not null and tbl_name in (${marks}) order by name`,
    )
    .all(...filledTables) as { name: string; sql: string }[];
}

function insertSql(table: TableSpec, rows: number) {
  const names = table.columns.map(([name]) => `"${name}"`).join(', ');
  const tuple = `(${table.columns.map(() => '?').join(', ')})`;
  return `insert into "${table.name}" (${names}) values ${Array(rows).fill(tuple).join(', ')}`;
}

/** Writes one table's rows, rowsPerStatement at a time, the remainder one by one. */
function insertAll(db: SQLite.Database, step: FillStep, log: FillLog) {
  const progress = log.table(step.table.name, step.count);
  const many = db.prepare(insertSql(step.table, rowsPerStatement));
  const one = db.prepare(insertSql(step.table, 1));
  let batch: Row[] = [];
  for (const row of step.rows()) {
    batch.push(row);
    if (batch.length === rowsPerStatement) {
      many.run(batch.flat());
      progress.add(batch.length);
      batch = [];
    }
  }
  for (const row of batch) one.run(row);
  progress.add(batch.length);
  progress.done();
}
