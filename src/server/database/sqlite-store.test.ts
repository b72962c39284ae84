import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postRow, userRow } from '../../backend/store/contract/fixtures';
import { describeStoreContract } from '../../backend/store/store-contract';
import { openStore } from './open-store';
import { openSqliteDatabase, sqliteFileName } from './sqlite-database';
import { describeSqlStoreChecks } from './testing/sql-store-checks';
import { openTempSqliteStore } from './testing/temp-sqlite-store';

describeStoreContract('sqlite', openTempSqliteStore);
describeSqlStoreChecks('sqlite', openTempSqliteStore);

describe('SQLite database file', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'murmur-sqlite-')), 'nested', 'data');
  });
  afterEach(() => {
    rmSync(join(dataDir, '..', '..'), { recursive: true, force: true });
  });

  it('closes murmur.db to other users in a folder that was already open to them', async () => {
    mkdirSync(dataDir, { recursive: true, mode: 0o755 });
    const store = await openStore({ dataDir });
    await store.users.insert(userRow(1));
    expect(statSync(dataDir).mode & 0o777).toBe(0o755);
    expect(statSync(join(dataDir, sqliteFileName)).mode & 0o777).toBe(0o600);
    await store.close();
  });

  it('creates the folder and murmur.db, in WAL mode with foreign keys on', async () => {
    const store = await openStore({ dataDir });
    await store.users.insert(userRow(1));
    expect(existsSync(join(dataDir, sqliteFileName))).toBe(true);
    expect(existsSync(join(dataDir, `${sqliteFileName}-wal`))).toBe(true);
    // Only the server's user may look inside the folders it made.
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, '..')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, sqliteFileName)).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, `${sqliteFileName}-wal`)).mode & 0o777).toBe(0o600);
    await store.close();

    const db = openSqliteDatabase(dataDir);
    try {
      const pragma = async (name: string) =>
        (await sql.raw(`pragma ${name}`).execute(db)).rows[0] as Record<string, unknown>;
      expect(await pragma('journal_mode')).toEqual({ journal_mode: 'wal' });
      expect(await pragma('foreign_keys')).toEqual({ foreign_keys: 1 });
      expect(await pragma('synchronous')).toEqual({ synchronous: 1 }); // NORMAL
      expect((await pragma('busy_timeout')).timeout).toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }
  });

  it('keeps the data across a close and reopen, migrating only once', async () => {
    const first = await openStore({ dataDir });
    await first.users.insert(userRow(1));
    await first.transaction(async (tx) => tx.posts.insert(postRow('p1')));
    await first.close();

    const second = await openStore({ dataDir });
    expect(await second.users.list()).toEqual([userRow(1)]);
    expect(await second.posts.get('p1')).toEqual(postRow('p1'));
    await second.close();

    const db = openSqliteDatabase(dataDir);
    try {
      const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      expect(applied.rows.map((row) => row.name)).toEqual([
        '0001-tables',
        '0002-list-indexes',
        '0003-sqlite-seq-never-reused',
        '0004-rate-limit-windows',
      ]);
    } finally {
      await db.destroy();
    }
  });

  it('enforces foreign keys: an edge to an unknown user is refused', async () => {
    const store = await openStore({ dataDir });
    try {
      await store.users.insert(userRow(1));
      await expect(
        store.follows.insert({
          followerId: 'u1',
          followeeId: 'nobody',
          createdAt: '2026-11-21T09:30:00+05:30',
        }),
      ).rejects.toThrow(/FOREIGN KEY/);
      expect(await store.follows.touching(['u1'])).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
