import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { runPeriodically } from '../periodic';
import { openStore } from './open-store';
import { openPostgresJobTurns } from './postgres-job-turns';
import { inSchema, runAsAdmin } from './testing/temp-postgres-store';

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs these; without it they skip. */
const databaseUrl = process.env.TEST_DATABASE_URL;
const hourMs = 60 * 60 * 1000;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Two servers' turns on one fresh, migrated schema, and a way to read its job_runs rows. */
async function twoServers() {
  const schema = `murmur_t_jobs_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(databaseUrl!, `create schema ${schema}`);
  cleanups.push(() => runAsAdmin(databaseUrl!, `drop schema if exists ${schema} cascade`));
  const url = inSchema(databaseUrl!, schema);
  await (await openStore({ dataDir: '', databaseUrl: url })).close();
  const a = openPostgresJobTurns(url);
  const b = openPostgresJobTurns(url);
  cleanups.push(() => Promise.all([a.close(), b.close()]));
  const sql = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<Record<string, unknown>>(statement)).rows;
    } finally {
      await client.end();
    }
  };
  return { a: a.turns, b: b.turns, sql };
}

describe.skipIf(!databaseUrl)('PostgreSQL job turns', () => {
  it('gives each interval of a job to one server, whichever asks first', async () => {
    const { a, b, sql } = await twoServers();
    const first = await Promise.all([a('purge', hourMs), b('purge', hourMs)]);
    expect(first.filter(Boolean)).toHaveLength(1);
    // Within the hour nobody runs it again, the one that did included.
    expect(await Promise.all([a('purge', hourMs), b('purge', hourMs)])).toEqual([false, false]);
    // Another job has turns of its own.
    expect(await b('reset', hourMs)).toBe(true);

    // The hour goes by: its next run is one server's again.
    await sql("update job_runs set last_run = last_run - interval '1 hour'");
    const second = await Promise.all([b('purge', hourMs), a('purge', hourMs)]);
    expect(second.filter(Boolean)).toHaveLength(1);
    expect(await sql('select name, runs::int as runs from job_runs order by name')).toEqual([
      { name: 'purge', runs: 2 },
      { name: 'reset', runs: 1 },
    ]);
  });

  it('runs a chore of two schedulers started together once', async () => {
    const { a, b, sql } = await twoServers();
    let runs = 0;
    const chore = () => {
      runs += 1;
      return Promise.resolve();
    };
    const stops = [
      runPeriodically(chore, hourMs, { name: 'purge', turns: a }),
      runPeriodically(chore, hourMs, { name: 'purge', turns: b }),
    ];
    await Promise.all(stops.map((stop) => stop()));
    expect(runs).toBe(1);
    expect(await sql('select runs::int as runs from job_runs')).toEqual([{ runs: 1 }]);
  });

  it('answers false, and reports, when the database cannot be asked', async () => {
    const errors: Error[] = [];
    const turns = openPostgresJobTurns('postgres://postgres@127.0.0.1:1/none', {
      onError: (error) => errors.push(error),
    });
    cleanups.push(() => turns.close());
    expect(await turns.turns('purge', hourMs)).toBe(false);
    expect(errors).toHaveLength(1);
  });
});
