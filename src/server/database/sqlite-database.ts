import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { queryLog, type QueryWatch } from './query-watch';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '@/backend/store/sql';
import { withCachedStatements } from './sqlite-statements';

export const sqliteFileName = 'murmur.db';

/**
 * SQLite's own page cache, per connection (each process of a cluster has one): 4 MiB rather than
 * the 16 that better-sqlite3 sets. The hot index pages fit in it and the operating system caches
 * the file besides; on the generated world (docs/benchmarks.md) reads ran as fast with 4 as with 16, while
 * writes, which touch pages all over the file, filled all 16 of each process.
 */
const pageCacheKib = 4096;

/**
 * Opens (creating it when missing) ${dataDir}/murmur.db. WAL lets readers run beside the writer;
 * synchronous = NORMAL syncs at checkpoints rather than every commit, which keeps every committed
 * transaction across a process crash (the WAL is in the OS's hands once written) and risks only
 * the last ones on power loss. busy_timeout makes another process's lock a wait, not an error.
 */
export function openSqliteDatabase(dataDir: string, watch?: QueryWatch): Kysely<Database> {
  // Only the server's user may look inside: the database holds password hashes and sessions.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, sqliteFileName);
  const file = new SQLite(path);
  // The folder may be older than us (a mounted volume, say) and the umask lenient: the file
  // itself is closed to others too. SQLite gives its -wal and -shm files the same mode.
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(path + suffix)) chmodSync(path + suffix, 0o600);
  }
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma(`cache_size = -${pageCacheKib}`);
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withCachedStatements(file) }),
    ...queryLog(watch),
  });
}
