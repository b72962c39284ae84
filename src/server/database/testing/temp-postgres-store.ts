import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Store } from '@/backend/store/port';
import { openStore } from '../open-store';
import { rememberLocation } from './sql-rows-naming';

/**
 * A store in a fresh schema of the test database, so that parallel test workers never meet;
 * closing it drops the schema. Every pooled connection gets the schema as its search_path from
 * the URL's options parameter.
 */
export async function openTempPostgresStore(databaseUrl: string): Promise<Store> {
  for (let attempt = 1; ; attempt++) {
    const schema = `murmur_t_${randomBytes(8).toString('hex')}`;
    const dropSchema = () => runAsAdmin(databaseUrl, `drop schema if exists ${schema} cascade`);
    try {
      await runAsAdmin(databaseUrl, `create schema ${schema}`);
      const url = inSchema(databaseUrl, schema);
      const store = await openStore({ dataDir: '', databaseUrl: url });
      const temporary: Store = { ...store, close: () => store.close().finally(dropSchema) };
      rememberLocation(temporary, { postgresUrl: url });
      return temporary;
    } catch (error) {
      await dropSchema();
      // Kysely's Migrator looks for its tables with an introspection query over every schema of
      // the database, which fails when another process (a colleague's test run) drops a schema
      // meanwhile. Such an open is tried again in a new schema.
      if (attempt === 3 || !isRaceWithADrop(error)) throw error;
    }
  }
}

/** invalid_schema_name, undefined_table, or a catalog lookup of a dropped object. */
export function isRaceWithADrop(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '3F000' || code === '42P01' || code === 'XX000';
}

/** The URL with every connection's search_path set to the schema. */
export function inSchema(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** One statement on a connection of its own, outside any store. */
export async function runAsAdmin(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
