import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { errorCodes, apiPaths, serverMessages } from '@/contract';
import { inSchema, runAsAdmin } from '@/server/database/testing/temp-postgres-store';
import { request, useServerProcesses } from '../server-process';

const { freshDataDir, start } = useServerProcesses();

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs these tests. */
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('PG_STATEMENT_TIMEOUT_MS in the server process', () => {
  it('answers 503 with its message while a query waits past the limit, then 200 again', async () => {
    const schema = `murmur_t_timeout_${randomBytes(6).toString('hex')}`;
    await runAsAdmin(databaseUrl!, `create schema ${schema}`);
    const schemaUrl = inSchema(databaseUrl!, schema);
    const locker = new pg.Client({ connectionString: schemaUrl });
    try {
      const server = await start(await freshDataDir(), {
        DATABASE_URL: schemaUrl,
        // Long enough for start-up's migrations to read the catalogue of a server that many
        // test schemas share (on a busy CI machine that took over 300 ms), short beside the lock.
        PG_STATEMENT_TIMEOUT_MS: '1000',
      });
      expect((await request(server, 'GET', apiPaths.post('p01'))).status).toBe(200);

      // A slow statement elsewhere holds the posts table: every read of it waits past the limit.
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table posts in access exclusive mode');
      const sleeping = locker.query('select pg_sleep(3)');
      const started = Date.now();
      const answer = await fetch(`${server.url}${apiPaths.post('p01')}`);
      expect(Date.now() - started).toBeLessThan(2500);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toEqual({
        errors: [serverMessages.storeTimeout],
        code: errorCodes.storeTimeout,
      });

      await sleeping;
      await locker.query('rollback');
      const after = await request(server, 'GET', apiPaths.post('p01'));
      expect(after.status).toBe(200);
      expect(server.output()).not.toMatch(/Unexpected|unhandled/i);
      await server.stop();
    } finally {
      await locker.end().catch(() => undefined);
      await runAsAdmin(databaseUrl!, `drop schema if exists ${schema} cascade`);
    }
  }, 60_000);
});
