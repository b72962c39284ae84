import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Store } from '@/backend/store/port';
import { userRow } from '@/backend/store/testing/suite/fixtures';
import { openStore } from './open-store';
import { openSqliteDatabase } from './sqlite-database';
import { inSchema, isRaceWithADrop, runAsAdmin } from './testing/temp-postgres-store';
import { undoMigrations } from './testing/undo-migrations';

/**
 * Back to the schema of 0015 (the later migrations undone first), with a session made then: no
 * origin, no last seen.
 */
const before0016 = [
  ...undoMigrations['0032-retry-key-claims'],
  ...undoMigrations['0031-retry-keys'],
  ...undoMigrations['0030-unlogged-counts'],
  ...undoMigrations['0029-open-streams'],
  ...undoMigrations['0028-oauth'],
  ...undoMigrations['0027-jobs'],
  ...undoMigrations['0026-job-runs'],
  ...undoMigrations['0025-token-key'],
  ...undoMigrations['0024-post-search-words'],
  ...undoMigrations['0023-public-pages'],
  ...undoMigrations['0022-reposts'],
  ...undoMigrations['0021-tags'],
  ...undoMigrations['0020-post-search'],
  ...undoMigrations['0019-uploads'],
  ...undoMigrations['0018-retired-usernames'],
  ...undoMigrations['0017-mail'],
  ...undoMigrations['0016-session-devices'],
  `insert into sessions (id, user_id, created_at, expires_at)
    values ('old', 'u1', '2026-11-21T09:30:00+05:30', '2126-11-28T09:30:00+05:30')`,
];

/** A database of the day before 0016 opened again: its session reads as made and never seen. */
async function expectMigrated(
  open: () => Promise<Store>,
  run: (statement: string) => Promise<void>,
  indexNames: () => Promise<string[]>,
) {
  const first = await open();
  await first.users.insert(userRow(1));
  await first.close();
  for (const statement of before0016) await run(statement);

  const second = await open();
  try {
    const session = {
      _id: 'old',
      userId: 'u1',
      createdAt: '2026-11-21T09:30:00+05:30',
      expiresAt: '2126-11-28T09:30:00+05:30',
      revokedAt: null,
      userAgent: null,
      address: null,
      lastSeenAt: '2026-11-21T09:30:00+05:30',
    };
    expect(await second.sessions.get('old')).toEqual(session);
    const now = '2026-11-22T00:00:00.000+00:00';
    expect(await second.sessions.liveOf('u1', now, { limit: 10 })).toEqual({
      items: [session],
      nextCursor: null,
    });
    await second.sessions.touch('old', now, now);
    expect((await second.sessions.get('old'))?.lastSeenAt).toBe(now);
    expect(await indexNames()).toEqual(['sessions_by_user_newest']);
  } finally {
    await second.close();
  }
}

/**
 * Opens the store in the schema, again when its migrations met another test run dropping a schema
 * of the same database meanwhile (see temp-postgres-store.ts).
 */
async function openRetrying(databaseUrl: string): Promise<Store> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openStore({ dataDir: '', databaseUrl });
    } catch (error) {
      if (attempt === 3 || !isRaceWithADrop(error)) throw error;
    }
  }
}

describe('migration 0016 on a database with sessions', () => {
  it('SQLite: keeps them, unknown where they came from and last seen when made', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'murmur-0016-'));
    const onFile = async <T>(use: (db: ReturnType<typeof openSqliteDatabase>) => Promise<T>) => {
      const db = openSqliteDatabase(dataDir);
      try {
        return await use(db);
      } finally {
        await db.destroy();
      }
    };
    try {
      await expectMigrated(
        () => openStore({ dataDir }),
        (statement) => onFile(async (db) => void (await sql.raw(statement).execute(db))),
        () =>
          onFile(async (db) => {
            const { rows } = await sql<{ name: string }>`select name from sqlite_master
              where type = 'index' and tbl_name = 'sessions' and name like 'sessions_by_%'`.execute(
              db,
            );
            return rows.map((row) => row.name);
          }),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const databaseUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!databaseUrl)(
    'PostgreSQL: the same',
    async () => {
      const url = databaseUrl!;
      const schema = `murmur_m_${randomBytes(8).toString('hex')}`;
      const inTestSchema = inSchema(url, schema);
      await runAsAdmin(url, `create schema ${schema}`);
      try {
        await expectMigrated(
          () => openRetrying(inTestSchema),
          (statement) => runAsAdmin(inTestSchema, statement),
          async () => {
            const client = new pg.Client({ connectionString: url });
            await client.connect();
            try {
              const { rows } = await client.query<{ indexname: string }>(
                `select indexname from pg_indexes where schemaname = $1 and tablename = 'sessions'
                and indexname like 'sessions_by_%'`,
                [schema],
              );
              return rows.map((row) => row.indexname);
            } finally {
              await client.end();
            }
          },
        );
      } finally {
        await runAsAdmin(url, `drop schema if exists ${schema} cascade`);
      }
    },
    30_000,
  );
});
