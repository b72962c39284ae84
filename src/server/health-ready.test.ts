import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths, errorCodes } from '@/contract';
import type { Store } from '@/backend/store/port';
import { createTestApi } from '@/backend/testing/test-api';
import { runOnTestStore } from './database/testing/sql-rows-naming';
import { openTempPostgresStore } from './database/testing/temp-postgres-store';
import { openTempSqliteStore } from './database/testing/temp-sqlite-store';
import { createFileMediaStore } from './media/file-media-store';

const postgresUrl = process.env.TEST_DATABASE_URL;
const databases: [string, () => Promise<Store>][] = [['SQLite', openTempSqliteStore]];
if (postgresUrl) databases.push(['PostgreSQL', () => openTempPostgresStore(postgresUrl)]);

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** The API over a real database and the media folder, as the Node host runs it. */
async function readyApi(open: () => Promise<Store>) {
  const store = await open();
  const dataDir = await mkdtemp(join(tmpdir(), 'murmur-ready-'));
  const mediaDir = join(dataDir, 'media');
  cleanups.push(
    () => store.close(),
    () => rm(dataDir, { recursive: true, force: true }),
  );
  const api = await createTestApi({ store, seed: false, media: createFileMediaStore(mediaDir) });
  return { ...api, mediaDir };
}

describe.each(databases)('GET /api/health/ready on %s', (_name, open) => {
  it('answers 200 with every check passed, and live answers too', async () => {
    const { call } = await readyApi(open);
    expect((await call('GET', apiPaths.healthLive())).body).toEqual({ status: 'ok' });
    const answer = await call('GET', apiPaths.healthReady());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'ok',
      checks: { database: true, migrations: true, storage: true },
    });
  });

  it('answers 503 naming storage when the media folder cannot be written', async () => {
    const { call, mediaDir } = await readyApi(open);
    // A file where the folder should be: no write under it succeeds, even for root.
    await writeFile(mediaDir, 'not a folder');
    const answer = await call('GET', apiPaths.healthReady());
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe(errorCodes.notReady);
    expect(answer.body.errors[0]).toMatch(/: storage failed/);
    expect(answer.headers.get('retry-after')).toBe('5');
  });

  it('answers 503 naming migrations when the database has not run the newest', async () => {
    const { call, store } = await readyApi(open);
    await runOnTestStore(
      store,
      "delete from kysely_migration where name = '0024-post-search-words'",
    );
    const answer = await call('GET', apiPaths.healthReady());
    expect(answer.status).toBe(503);
    expect(answer.body.errors[0]).toMatch(/: migrations failed/);
  });

  it('answers 503 naming the database when the store is closed, while live still answers', async () => {
    const { call, store } = await readyApi(open);
    await store.close();
    const answer = await call('GET', apiPaths.healthReady());
    expect(answer.status).toBe(503);
    expect(answer.body.errors[0]).toMatch(/: database, migrations failed/);
    expect((await call('GET', apiPaths.healthLive())).status).toBe(200);
  });
});
