import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../database/open-store';
import { inSchema, runAsAdmin } from '../database/testing/temp-postgres-store';
import { loadOrCreatePostgresTokenSecret } from './postgres-token-secret';

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs these; without it they skip. */
const databaseUrl = process.env.TEST_DATABASE_URL;

const schemas: string[] = [];
afterEach(async () => {
  for (const schema of schemas.splice(0))
    await runAsAdmin(databaseUrl!, `drop schema if exists ${schema} cascade`);
});

/** A fresh schema, migrated as a server's start migrates it. */
async function migratedSchema() {
  const schema = `murmur_t_key_${randomBytes(6).toString('hex')}`;
  schemas.push(schema);
  await runAsAdmin(databaseUrl!, `create schema ${schema}`);
  const url = inSchema(databaseUrl!, schema);
  await (await openStore({ dataDir: '', databaseUrl: url })).close();
  return url;
}

const hex = (secret: Uint8Array) => Buffer.from(secret).toString('hex');

describe.skipIf(!databaseUrl)('loadOrCreatePostgresTokenSecret', () => {
  it('makes 48 random bytes on the first start and reads the same key afterwards', async () => {
    const url = await migratedSchema();
    const first = await loadOrCreatePostgresTokenSecret(url);
    expect(first.created).toBe(true);
    expect(first.secret.byteLength).toBe(48);
    const again = await loadOrCreatePostgresTokenSecret(url);
    expect(again).toEqual({ secret: first.secret, created: false });

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ secret: string }>('select secret from token_key');
    await client.end();
    expect(rows.map((row) => row.secret)).toEqual([
      Buffer.from(first.secret).toString('base64url'),
    ]);

    expect(hex((await loadOrCreatePostgresTokenSecret(await migratedSchema())).secret)).not.toBe(
      hex(first.secret),
    );
  });

  it('agrees on one key when several servers start at once on one schema', async () => {
    const url = await migratedSchema();
    const all = await Promise.all(
      Array.from({ length: 6 }, () => loadOrCreatePostgresTokenSecret(url)),
    );
    expect(all.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(all.map((result) => hex(result.secret))).size).toBe(1);
  });
});
