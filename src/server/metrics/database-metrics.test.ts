import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from '../database/open-store';
import { inSchema, runAsAdmin } from '../database/testing/temp-postgres-store';
import { createMetrics } from './metrics';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe('the database metrics', () => {
  it('time the queries of a SQLite store, and report no pool', async () => {
    const metrics = createMetrics();
    const dataDir = await mkdtemp(join(tmpdir(), 'murmur-metrics-'));
    const store = await openStore({ dataDir, watch: metrics.queryWatch });
    try {
      await store.posts.get('no-such-post');
      const text = await metrics.registry.metrics();
      expect(text).toMatch(/^murmur_db_query_duration_seconds_count [1-9]\d*$/m);
      expect(text).not.toMatch(/^murmur_db_pool_connections\{/m);
    } finally {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!postgresUrl)("report PostgreSQL's pool: open, idle and waiting", async () => {
    const schema = `murmur_m_${Date.now().toString(36)}`;
    await runAsAdmin(postgresUrl!, `create schema ${schema}`);
    const metrics = createMetrics();
    const store = await openStore({
      dataDir: '',
      databaseUrl: inSchema(postgresUrl!, schema),
      watch: metrics.queryWatch,
    });
    try {
      await store.posts.get('no-such-post');
      const text = await metrics.registry.metrics();
      expect(text).toMatch(/^murmur_db_pool_connections\{state="total"\} [1-9]/m);
      expect(text).toMatch(/^murmur_db_pool_connections\{state="idle"\} [1-9]/m);
      expect(text).toContain('murmur_db_pool_connections{state="waiting"} 0');
      expect(text).toMatch(/^murmur_db_query_duration_seconds_count [1-9]\d*$/m);
    } finally {
      await store.close();
      await runAsAdmin(postgresUrl!, `drop schema ${schema} cascade`);
    }
  });
});
