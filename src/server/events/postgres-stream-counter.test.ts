import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openStore } from '../database/open-store';
import { inSchema, runAsAdmin } from '../database/testing/temp-postgres-store';
import { createPostgresStreamCounter, type PostgresStreamCounter } from './postgres-stream-counter';

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs these; without it they skip. */
const databaseUrl = process.env.TEST_DATABASE_URL;
const schema = `murmur_t_streams_${randomBytes(6).toString('hex')}`;
const url = databaseUrl && inSchema(databaseUrl, schema);
const counters: PostgresStreamCounter[] = [];
const counter = (options: Parameters<typeof createPostgresStreamCounter>[1] = {}) => {
  const made = createPostgresStreamCounter(url!, options);
  counters.push(made);
  return made;
};

beforeAll(async () => {
  if (!databaseUrl) return;
  await runAsAdmin(databaseUrl, `create schema ${schema}`);
  await (await openStore({ dataDir: '', databaseUrl: url })).close();
});
afterAll(async () => {
  if (!databaseUrl) return;
  await Promise.all(counters.map((each) => each.close()));
  await runAsAdmin(databaseUrl, `drop schema if exists ${schema} cascade`);
});

describe.skipIf(!databaseUrl)('the PostgreSQL count of event streams per address', () => {
  it('holds a key to its cap across processes, and counts a release out', async () => {
    const [a, b] = [counter(), counter()];
    expect(await a.take('all\n203.0.113.7', 2)).toBe(true);
    expect(await b.take('all\n203.0.113.7', 2)).toBe(true);
    expect(await a.take('all\n203.0.113.7', 2)).toBe(false);
    expect(await b.take('all\n198.51.100.2', 2)).toBe(true);
    await b.release('all\n203.0.113.7');
    expect(await a.take('all\n203.0.113.7', 2)).toBe(true);
  });

  it('never lets two processes both take the last places', async () => {
    const [a, b] = [counter(), counter()];
    const takes = await Promise.all(
      Array.from({ length: 12 }, (_, n) => (n % 2 ? a : b).take('all\n192.0.2.1', 5)),
    );
    expect(takes.filter(Boolean)).toHaveLength(5);
  });

  it('stops counting the streams of a process that no longer renews, once their lease ends', async () => {
    const live = counter({ leaseMs: 600, renewEveryMs: 100 });
    // A process that died: its rows stay, unrenewed.
    const dead = counter({ leaseMs: 600, renewEveryMs: 3_600_000 });
    expect(await live.take('k', 3)).toBe(true);
    expect(await dead.take('k', 3)).toBe(true);
    expect(await dead.take('k', 3)).toBe(true);
    expect(await live.take('k', 3)).toBe(false);
    await vi.waitFor(async () => expect(await live.take('k', 3)).toBe(true), {
      timeout: 5_000,
      interval: 100,
    });
    // The live process's first stream, older than a lease, still counts: it was renewed.
    expect(await live.take('k', 3)).toBe(true);
    expect(await live.take('k', 3)).toBe(false);
  });

  it("counts a closed process's streams out at once", async () => {
    const [going, staying] = [counter(), counter()];
    expect(await going.take('all\n198.51.100.9', 1)).toBe(true);
    expect(await staying.take('all\n198.51.100.9', 1)).toBe(false);
    await going.close();
    expect(await staying.take('all\n198.51.100.9', 1)).toBe(true);
  });
});
