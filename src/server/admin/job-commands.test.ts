import { afterEach, describe, expect, it } from 'vitest';
import type { Store } from '@/backend/store/port';
import { openTempPostgresStore } from '../database/testing/temp-postgres-store';
import { openTempSqliteStore } from '../database/testing/temp-sqlite-store';
import { adminUsage, runAdminCommand } from './admin-command';

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs the PostgreSQL ones. */
const databaseUrl = process.env.TEST_DATABASE_URL;
const stores = [
  { name: 'SQLite', open: openTempSqliteStore },
  ...(databaseUrl ? [{ name: 'PostgreSQL', open: () => openTempPostgresStore(databaseUrl) }] : []),
];

describe.each(stores)('npm run admin -- jobs, on $name', ({ open }) => {
  let store: Store;
  afterEach(() => store.close());

  /** A job the worker gave up on. */
  async function failedJob(id: string, error: string) {
    const at = new Date().toISOString();
    await store.jobs.enqueue({
      _id: id,
      kind: 'remove-files',
      payload: { urls: [] },
      createdAt: at,
    });
    const [run] = await store.jobs.claimDue(at, at, 1);
    await store.jobs.fail(run!, at, error);
  }

  it('lists the failed jobs with their errors, and retries one', async () => {
    store = await open();
    expect(await runAdminCommand(store, ['jobs', 'failed'])).toEqual({
      ok: true,
      message: 'No job has failed.',
    });
    await failedJob('j1', 'bucket unreachable');
    const listed = await runAdminCommand(store, ['jobs', 'failed']);
    expect(listed.ok).toBe(true);
    expect(listed.message).toMatch(
      /^j1 {2}remove-files {2}failed .* after 1 runs: bucket unreachable$/,
    );

    expect(await runAdminCommand(store, ['jobs', 'retry', 'j1'])).toEqual({
      ok: true,
      message: 'Job j1 is queued again.',
    });
    expect(await store.jobs.get('j1')).toMatchObject({ state: 'queued', attempts: 0 });
    expect((await runAdminCommand(store, ['jobs', 'failed'])).message).toBe('No job has failed.');
  });

  it('refuses to retry a job that has not failed, and a bad command', async () => {
    store = await open();
    expect(await runAdminCommand(store, ['jobs', 'retry', 'nothing'])).toEqual({
      ok: false,
      message: 'No failed job has the id nothing.',
    });
    expect(await runAdminCommand(store, ['jobs', 'rerun'])).toEqual({
      ok: false,
      message: adminUsage,
    });
  });
});
