// The database a benchmark's server runs on: a world made before (npm run seed:scale, in
// DATA_DIR's SQLite file or at DATABASE_URL) or a scratch one made for the run and removed after
// (a temporary DATA_DIR, or a fresh schema at DATABASE_URL). Either is also read beside the
// server, for what a run needs to know (table sizes, ids to like) or to check.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { sqliteFileName } from '@/server/database/sqlite-database';
import { BenchError } from './settings';

export interface World {
  readonly kind: 'SQLite' | 'PostgreSQL';
  /** Where it is, for messages: the folder, or the URL without its password. */
  readonly where: string;
  /** What its server is started with: DATA_DIR, and DATABASE_URL for PostgreSQL. */
  readonly serverEnv: Readonly<Record<string, string>>;
  /** The rows of one query, `?` its placeholders, read beside the server. */
  read<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Closes the reading connection; a scratch world is removed (its folder, its schema). */
  close(): Promise<void>;
}

const setUp =
  'Set DATA_DIR (SQLite) or DATABASE_URL to a world made by npm run seed:scale, e.g.\n' +
  '  SCALE_USERS=10000 SCALE_POSTS=100000 SCALE_FOLLOWS=300000 SCALE_LIKES=500000 ' +
  'DATA_DIR=/tmp/murmur-scale npm run seed:scale\n' +
  'and then run this with the same DATA_DIR (docs/benchmarks.md).';

/** The world DATA_DIR or DATABASE_URL names, made before; never an empty one made on the spot. */
export function openWorld(): World {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const dataDir = process.env.DATA_DIR?.trim();
  if (databaseUrl) return openPostgresWorld(databaseUrl, dataDir);
  if (!dataDir) throw new BenchError(setUp);
  return openSqliteWorld(dataDir);
}

/** The SQLite world in dataDir, made before. */
export function openSqliteWorld(dataDir: string): World {
  const file = join(resolve(dataDir), sqliteFileName);
  if (!existsSync(file)) throw new BenchError(`No ${file}.\n${setUp}`);
  return sqliteWorld(resolve(dataDir), () => {});
}

/** The PostgreSQL world at databaseUrl, made before; keyDir holds its server's token key. */
export function openPostgresWorld(databaseUrl: string, keyDir?: string): World {
  // The folder holds only the server's token key then: a scratch one unless given.
  const dir = keyDir ? resolve(keyDir) : mkdtempSync(join(tmpdir(), 'murmur-bench-'));
  return postgresWorld(databaseUrl, dir, () => {
    if (!keyDir) rmSync(dir, { recursive: true, force: true });
  });
}

/**
 * A new, empty world for one run, `label` naming its folder: SQLite in a temporary DATA_DIR, or
 * with `databaseUrl` a fresh schema there (its name starts murmur_bench_), dropped by close().
 */
export async function scratchWorld(label: string, databaseUrl?: string): Promise<World> {
  const dataDir = mkdtempSync(join(tmpdir(), `murmur-${label}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!databaseUrl) return sqliteWorld(dataDir, removeDir);
  const schema = `murmur_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return postgresWorld(url.toString(), dataDir, async () => {
    const dropper = new pg.Client({ connectionString: databaseUrl });
    await dropper.connect();
    await dropper.query(`drop schema if exists ${schema} cascade`);
    await dropper.end();
    removeDir();
  });
}

/** SQLite: read-only connection, opened at the first read (a scratch world's file comes later). */
function sqliteWorld(dataDir: string, remove: () => void): World {
  let db: SQLite.Database | undefined;
  return {
    kind: 'SQLite',
    where: dataDir,
    serverEnv: { DATA_DIR: dataDir },
    read: <T>(sql: string, params: readonly unknown[] = []) => {
      db ??= new SQLite(join(dataDir, sqliteFileName), { readonly: true, fileMustExist: true });
      return Promise.resolve(db.prepare(sql).all(...params) as T[]);
    },
    close() {
      db?.close();
      remove();
      return Promise.resolve();
    },
  };
}

function postgresWorld(url: string, dataDir: string, remove: () => void | Promise<void>): World {
  let client: Promise<pg.Client> | undefined;
  const connect = async () => {
    const opened = new pg.Client({ connectionString: url });
    await opened.connect();
    return opened;
  };
  const shown = new URL(url);
  shown.password = '';
  return {
    kind: 'PostgreSQL',
    where: shown.toString(),
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: url },
    async read<T>(sql: string, params: readonly unknown[] = []) {
      client ??= connect();
      let n = 0;
      const numbered = sql.replace(/\?/g, () => `$${++n}`);
      return (await (await client).query(numbered, [...params])).rows as T[];
    },
    async close() {
      if (client) await (await client).end();
      await remove();
    },
  };
}
