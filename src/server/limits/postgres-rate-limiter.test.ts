import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { describeRateLimiterSuite } from '@/backend/limits/testing/rate-limiter-suite';
import { openStore } from '../database/open-store';
import { inSchema, runAsAdmin } from '../database/testing/temp-postgres-store';
import { createPostgresRateLimiter } from './postgres-rate-limiter';

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs these; without it they skip. */
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('PostgreSQL', () => {
  it('keeps the counts in unlogged tables: a hit writes nothing to the WAL', async () => {
    const schema = `murmur_t_unlogged_${randomBytes(6).toString('hex')}`;
    await runAsAdmin(databaseUrl!, `create schema ${schema}`);
    const url = inSchema(databaseUrl!, schema);
    const client = new pg.Client({ connectionString: url });
    try {
      await (await openStore({ dataDir: '', databaseUrl: url })).close();
      await client.connect();
      const { rows } = await client.query<{ relname: string; relpersistence: string }>(
        `select relname, relpersistence from pg_class
         where relnamespace = $1::regnamespace and relname in ('rate_limit_windows', 'open_streams')
         order by relname`,
        [schema],
      );
      expect(rows).toEqual([
        { relname: 'open_streams', relpersistence: 'u' },
        { relname: 'rate_limit_windows', relpersistence: 'u' },
      ]);
    } finally {
      await client.end();
      await runAsAdmin(databaseUrl!, `drop schema if exists ${schema} cascade`);
    }
  });

  // Two limiters with pools of their own, as two server processes have, on a migrated schema.
  describeRateLimiterSuite('PostgreSQL', async (now) => {
    const schema = `murmur_t_limits_${randomBytes(6).toString('hex')}`;
    await runAsAdmin(databaseUrl!, `create schema ${schema}`);
    const url = inSchema(databaseUrl!, schema);
    await (await openStore({ dataDir: '', databaseUrl: url })).close();
    const first = createPostgresRateLimiter(url, { now });
    const second = createPostgresRateLimiter(url, { now });
    return {
      first,
      second,
      async close() {
        await Promise.all([first.close(), second.close()]);
        await runAsAdmin(databaseUrl!, `drop schema if exists ${schema} cascade`);
      },
    };
  });
});
