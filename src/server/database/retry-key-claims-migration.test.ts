import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { userRow } from '@/backend/store/testing/suite/fixtures';
import { openStore } from './open-store';
import { openSqliteDatabase } from './sqlite-database';

/** The table as 0031 made it on SQLite, with a post kept under a key. */
const as0031 = [
  'drop table post_retry_keys',
  `create table post_retry_keys (
    user_id text not null references users (id) on delete cascade,
    key text not null,
    post_id text not null,
    created_at text not null,
    constraint post_retry_keys_pk primary key (user_id, key))`,
  'create index post_retry_keys_by_age on post_retry_keys (created_at)',
  `insert into post_retry_keys values ('u1', 'kept', 'p1', '2026-12-01T10:00:00.000+00:00')`,
  "delete from kysely_migration where name = '0032-retry-key-claims'",
];

describe('migration 0032 on an SQLite database with retry keys', () => {
  it('keeps the posts kept under keys, and lets a claim be written without its post', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'murmur-0032-'));
    try {
      const first = await openStore({ dataDir });
      await first.users.insert(userRow(1));
      await first.close();
      const db = openSqliteDatabase(dataDir);
      for (const statement of as0031) await sql.raw(statement).execute(db);
      await db.destroy();

      const store = await openStore({ dataDir });
      try {
        const since = '2026-12-01T09:30:00.000+00:00';
        const claim = (key: string) =>
          store.oauth.claimRetryKey(
            { userId: 'u1', key, createdAt: '2026-12-01T10:05:00.000+00:00' },
            since,
            since,
          );
        expect(await claim('kept')).toEqual({ postId: 'p1' });
        expect(await claim('new')).toBe('claimed');
        expect(await claim('new')).toBe('under way');
        // The hourly purge forgets the key kept before, and the claim made after stays.
        expect(await store.oauth.forgetRetryKeysBefore('2026-12-01T10:01:00.000+00:00')).toBe(1);
      } finally {
        await store.close();
      }
      const after = openSqliteDatabase(dataDir);
      const { rows } = await sql<{ name: string }>`select name from sqlite_master
        where type = 'index' and tbl_name = 'post_retry_keys' and name not like 'sqlite_%'`.execute(
        after,
      );
      await after.destroy();
      expect(rows.map((row) => row.name)).toEqual(['post_retry_keys_by_age']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
