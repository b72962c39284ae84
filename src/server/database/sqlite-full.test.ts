import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqlStore, migrateToLatest } from '@/backend/store/sql';
import { errorCodes, apiPaths, guestCredentials, serverMessages } from '@/contract';
import { defaultWriteLimits } from '@/backend/limits/write-limits';
import { createScryptHasher } from '../auth/scrypt-hasher';
import { createLogger } from '../logger';
import { seedWorld } from '../seed/seed-world';
import { createServerApp } from '../server-app';
import { openSqliteDatabase } from './sqlite-database';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The Node host's app over a SQLite database the test can shrink (max_page_count). */
async function setUp() {
  const dataDir = await mkdtemp(join(tmpdir(), 'murmur-full-test-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const db = openSqliteDatabase(dataDir);
  await migrateToLatest(db, 'sqlite');
  const store = createSqlStore(db, { dialect: 'sqlite' });
  cleanups.push(() => store.close());
  const passwords = createScryptHasher({ N: 2 ** 10, r: 8, p: 1 });
  await seedWorld(store, passwords);
  const app = createServerApp({
    store,
    passwords,
    tokenSecret: new Uint8Array(32).fill(5),
    web: undefined,
    mediaDir: join(dataDir, 'media'),
    logger: createLogger('silent'),
    // The last pages' room may take more posts than an hour's limit: the test fills it.
    writeLimits: {
      ...defaultWriteLimits,
      rules: { ...defaultWriteLimits.rules, posts: [{ perAccount: 10_000, windowMs: 3_600_000 }] },
    },
  });
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await app.request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: token } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const login = await call('POST', apiPaths.login(), guestCredentials);
  const token = login.body.encodedToken as string;
  const setMaxPages = async (pages: number) =>
    void (await sql.raw(`pragma max_page_count = ${pages}`).execute(db));
  const pageCount = async () =>
    (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!.page_count;
  return { call, token, store, setMaxPages, pageCount };
}

describe('a full SQLite database', () => {
  it('answers 507 on a write, keeps no half of it, and writes again once it may grow', async () => {
    const { call, token, store, setMaxPages, pageCount } = await setUp();
    const before = await store.posts.count();
    await setMaxPages(await pageCount());

    let accepted = 0;
    let refused: { status: number; body: Record<string, unknown> } | undefined;
    for (let i = 0; i < 500 && !refused; i++) {
      const answer = await call(
        'POST',
        apiPaths.posts(),
        { postData: { content: `${i} ${'filling the last page '.repeat(20)}` } },
        token,
      );
      if (answer.status === 201) accepted++;
      else refused = answer;
    }
    expect(refused).toEqual({
      status: 507,
      body: { errors: [serverMessages.storageFull], code: errorCodes.storageFull },
    });
    expect(await store.posts.count()).toBe(before + accepted);

    await setMaxPages(1_000_000);
    const again = await call('POST', apiPaths.posts(), { postData: { content: 'room' } }, token);
    expect(again.status).toBe(201);
    expect(await store.posts.count()).toBe(before + accepted + 1);
  });
});
