import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Store } from '@/backend/store/port';
import type { Database } from '@/backend/store/sql/schema';
import { openStore } from '@/server/database/open-store';
import { openPostgresDatabase } from '@/server/database/postgres-database';
import { openSqliteDatabase } from '@/server/database/sqlite-database';
import { inSchema, runAsAdmin } from '@/server/database/testing/temp-postgres-store';

/** The store, and a handle of its own for the bulk fill: a fresh schema on PostgreSQL. */
export async function openDatabase(
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<{ db: Kysely<Database>; store: Store; close: () => Promise<void> }> {
  if (!databaseUrl) {
    const store = await openStore({ dataDir });
    const db = openSqliteDatabase(dataDir);
    return { db, store, close: () => db.destroy().then(() => store.close()) };
  }
  const schema = `murmur_bench_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(databaseUrl, `create schema ${schema}`);
  const url = inSchema(databaseUrl, schema);
  const store = await openStore({ dataDir, databaseUrl: url });
  const db = openPostgresDatabase(url);
  return {
    db,
    store,
    close: async () => {
      await db.destroy();
      await store.close();
      await runAsAdmin(databaseUrl, `drop schema ${schema} cascade`);
    },
  };
}
