import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobHandlers } from '@/backend/jobs/job-handlers';
import type { JobHandlers } from '@/backend/jobs/job-kinds';
import type { Store } from '@/backend/store/port';
import { openStore } from '../database/open-store';
import { inSchema, runAsAdmin } from '../database/testing/temp-postgres-store';
import { createLogger, type Logger } from '../logger';
import { createFileMediaStore } from '../media/file-media-store';
import { pngBytes } from '../testing/media-upload';
import { watchJobs } from '../metrics/job-metrics';
import { createMetrics } from '../metrics/metrics';
import { startJobWorker, type JobWorker, type JobWorkerOptions } from './job-worker';

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs the PostgreSQL ones. */
const databaseUrl = process.env.TEST_DATABASE_URL;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Two stores on one database, as two server processes open it. */
type Databases = () => Promise<[Store, Store]>;

const sqlite: Databases = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'murmur-jobs-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const first = await openStore({ dataDir });
  const second = await openStore({ dataDir });
  cleanups.push(
    () => first.close(),
    () => second.close(),
  );
  return [first, second];
};

const postgres: Databases = async () => {
  const schema = `murmur_jobs_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await runAsAdmin(databaseUrl!, `create schema ${schema}`);
  cleanups.push(() => runAsAdmin(databaseUrl!, `drop schema if exists ${schema} cascade`));
  const url = inSchema(databaseUrl!, schema);
  const first = await openStore({ dataDir: '', databaseUrl: url });
  const second = await openStore({ dataDir: '', databaseUrl: url });
  cleanups.push(
    () => first.close(),
    () => second.close(),
  );
  return [first, second];
};

const stores = [
  { name: 'SQLite', open: sqlite },
  ...(databaseUrl ? [{ name: 'PostgreSQL', open: postgres }] : []),
];

function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return Object.assign(
    createLogger('debug', (_severity, line) => lines.push(line)),
    { lines },
  );
}

/** A clock the test moves. */
function testClock() {
  let nowMs = Date.UTC(2026, 10, 21, 12, 0);
  return {
    now: () => new Date(nowMs),
    at: (ms: number) => new Date(Date.UTC(2026, 10, 21, 12, 0) + ms).toISOString(),
    advance: (ms: number) => void (nowMs += ms),
  };
}

function worker(
  store: Store,
  handlers: JobHandlers,
  options: JobWorkerOptions & { logger?: Logger } = {},
): JobWorker {
  const started = startJobWorker(store, handlers, options.logger ?? createLogger('silent'), {
    pollMs: 60 * 60_000,
    ...options,
  });
  cleanups.push(() => started.stop());
  return started;
}

const queue = (store: Store, id: string, at: Date, urls = [`/media/${id}.png`]) =>
  store.jobs.enqueue({
    _id: id,
    kind: 'remove-files',
    payload: { urls },
    createdAt: at.toISOString(),
  });

describe.each(stores)('the job worker on $name', ({ open }) => {
  it('runs a job as soon as it is woken, once, and marks it done', async () => {
    const [store] = await open();
    const clock = testClock();
    const seen: string[][] = [];
    const jobs = worker(
      store,
      { 'remove-files': ({ urls }) => Promise.resolve(void seen.push(urls)) },
      { now: clock.now },
    );
    await queue(store, 'j1', clock.now());
    jobs.wake();
    await jobs.settled();
    expect(seen).toEqual([['/media/j1.png']]);
    expect(await store.jobs.get('j1')).toMatchObject({
      state: 'done',
      attempts: 1,
      finishedAt: clock.at(0),
    });
  });

  it('finds a job queued elsewhere by polling', async () => {
    const [store, other] = await open();
    const seen: string[][] = [];
    worker(
      store,
      { 'remove-files': ({ urls }) => Promise.resolve(void seen.push(urls)) },
      { pollMs: 20 },
    );
    await queue(other, 'j1', new Date());
    await vi.waitFor(async () => expect((await store.jobs.get('j1'))?.state).toBe('done'));
    expect(seen).toEqual([['/media/j1.png']]);
  });

  it('retries a failing job with a doubling wait, then keeps it failed, logged and counted', async () => {
    const [store] = await open();
    const clock = testClock();
    const logger = recordingLogger();
    const metrics = createMetrics();
    const failing = () => Promise.reject(new Error('bucket unreachable'));
    const jobs = worker(
      store,
      { 'remove-files': failing },
      {
        now: clock.now,
        logger,
        retryBaseMs: 60_000,
        maxAttempts: 3,
        onFailure: watchJobs(metrics, store),
      },
    );
    await queue(store, 'j1', clock.now());
    jobs.wake();
    await jobs.settled();
    expect(await store.jobs.get('j1')).toMatchObject({
      state: 'queued',
      attempts: 1,
      runAfter: clock.at(60_000),
      lastError: 'bucket unreachable',
    });
    // Not due before its wait is over.
    clock.advance(59_000);
    jobs.wake();
    await jobs.settled();
    expect((await store.jobs.get('j1'))?.attempts).toBe(1);
    clock.advance(1000);
    jobs.wake();
    await jobs.settled();
    expect(await store.jobs.get('j1')).toMatchObject({
      state: 'queued',
      attempts: 2,
      runAfter: clock.at(60_000 + 120_000),
    });
    clock.advance(120_000);
    jobs.wake();
    await jobs.settled();
    expect(await store.jobs.get('j1')).toMatchObject({
      state: 'failed',
      attempts: 3,
      finishedAt: clock.at(180_000),
      lastError: 'bucket unreachable',
    });
    expect(logger.lines.join('\n')).toContain('Gave up on job j1 (remove-files) after 3 runs');
    expect((await store.jobs.listFailed(10)).map((job) => job._id)).toEqual(['j1']);

    await queue(store, 'j2', new Date(clock.now().getTime() + 60 * 60_000));
    const scrape = await metrics.registry.metrics();
    expect(scrape).toContain('murmur_job_queue_depth{kind="remove-files",state="failed"} 1');
    expect(scrape).toContain('murmur_job_queue_depth{kind="remove-files",state="queued"} 1');
    expect(scrape).toContain('murmur_job_failures_total{kind="remove-files",outcome="retry"} 2');
    expect(scrape).toContain('murmur_job_failures_total{kind="remove-files",outcome="given_up"} 1');
  });

  it('runs again a job whose worker died mid-run, once its lease has run out', async () => {
    const [store] = await open();
    const clock = testClock();
    await queue(store, 'j1', clock.now());
    // A process claims it and dies before it finishes.
    await store.jobs.claimDue(clock.at(0), clock.at(600_000), 10);
    const seen: string[][] = [];
    const jobs = worker(
      store,
      { 'remove-files': ({ urls }) => Promise.resolve(void seen.push(urls)) },
      {
        now: clock.now,
        leaseMs: 600_000,
      },
    );
    clock.advance(599_000);
    jobs.wake();
    await jobs.settled();
    expect(seen).toEqual([]);
    clock.advance(1000);
    jobs.wake();
    await jobs.settled();
    expect(seen).toEqual([['/media/j1.png']]);
    expect(await store.jobs.get('j1')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('never lets two processes run one job at once', async () => {
    const [first, second] = await open();
    const ids = Array.from({ length: 30 }, (_, n) => `j${String(n).padStart(2, '0')}`);
    for (const id of ids) await queue(first, id, new Date());
    const runs = new Map<string, number>();
    const running = new Set<string>();
    const overlaps: string[] = [];
    const byWorker = { first: 0, second: 0 };
    const handler =
      (name: keyof typeof byWorker): JobHandlers['remove-files'] =>
      async ({ urls }) => {
        const id = urls[0]!;
        if (running.has(id)) overlaps.push(id);
        running.add(id);
        runs.set(id, (runs.get(id) ?? 0) + 1);
        byWorker[name]++;
        // A run takes a moment, as removing files does, so that the two workers overlap.
        await new Promise((resolve) => setTimeout(resolve, 5));
        running.delete(id);
      };
    worker(first, { 'remove-files': handler('first') }, { pollMs: 10, batch: 3 });
    worker(second, { 'remove-files': handler('second') }, { pollMs: 10, batch: 3 });
    await vi.waitFor(async () => expect(await first.jobs.countUnfinished()).toEqual([]), {
      timeout: 10_000,
    });
    expect(overlaps).toEqual([]);
    expect([...runs.keys()].sort()).toEqual(ids.map((id) => `/media/${id}.png`));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(byWorker.first + byWorker.second).toBe(30);
  });

  it('removes the files a remove-files job names that nothing uses, from the media folder', async () => {
    const [store] = await open();
    const mediaDir = await mkdtemp(join(tmpdir(), 'murmur-jobs-media-'));
    cleanups.push(() => rm(mediaDir, { recursive: true, force: true }));
    const media = createFileMediaStore(mediaDir);
    const [unused, avatar] = [
      await media.save(pngBytes, 'image/png'),
      await media.save(pngBytes, 'image/png'),
    ];
    await store.users.insert({
      _id: 'u1',
      username: 'ada',
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      passwordHash: 'x',
      avatarUrl: avatar,
      bio: '',
      website: '',
      createdAt: '2026-11-21T12:00:00.000+00:00',
      updatedAt: '2026-11-21T12:00:00.000+00:00',
      emailVerifiedAt: null,
    });
    await queue(store, 'j1', new Date(), [unused, avatar]);
    const jobs = worker(store, jobHandlers({ store, media }));
    jobs.wake();
    await jobs.settled();
    expect(await store.jobs.get('j1')).toMatchObject({ state: 'done' });
    expect(await readdir(mediaDir)).toEqual([avatar.slice('/media/'.length)]);
  });
});
