import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { StreamCounter } from '@/backend/events/stream-counter';

export interface PostgresStreamCounter extends StreamCounter {
  /** Extends the leases of every stream this process holds. */
  renew(): Promise<void>;
  /** Stops renewing and counts this process's streams out. */
  close(): Promise<void>;
}

/** How long a stream counts unless its process renews it: a third of it goes between renewals. */
export const defaultStreamLeaseMs = 60_000;

/**
 * The open event streams per address key in PostgreSQL's open_streams table (migration 0029), so
 * that the caps hold across every server of the deployment. A take counts the key's rows whose
 * lease has not ended under a transaction's advisory lock on the key, so that two servers cannot
 * both take the last place; each process (one holder id) renews its rows' leases on a timer of its
 * own, so that the streams of a process that died stop counting once their lease ends. Lease
 * times are the database's, which every server shares.
 */
export function createPostgresStreamCounter(
  databaseUrl: string,
  {
    leaseMs = defaultStreamLeaseMs,
    renewEveryMs = leaseMs / 3,
    onError = (error: unknown) => console.error('PostgreSQL stream counter', error),
  }: { leaseMs?: number; renewEveryMs?: number; onError?: (error: unknown) => void } = {},
): PostgresStreamCounter {
  // A pool of its own, small: a stream's open must not wait behind the store's long queries.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 2,
    connectionTimeoutMillis: 5000,
    statement_timeout: 5000,
  });
  pool.on('error', onError);
  const holder = randomUUID();
  const lease = `${leaseMs} milliseconds`;
  let closed = false;

  async function take(key: string, cap: number) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
      const { rows } = await client.query<{ open: number }>(
        'select count(*)::int as open from open_streams where key = $1 and lease_ends > now()',
        [key],
      );
      const taken = rows[0]!.open < cap;
      if (taken)
        await client.query(
          `insert into open_streams (key, holder, lease_ends)
           values ($1, $2, now() + $3::interval)`,
          [key, holder, lease],
        );
      await client.query('commit');
      return taken;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async function renew() {
    // Ended leases of any holder go too: rows of processes that died are not kept for ever.
    await pool.query(
      `with renewed as (
         update open_streams set lease_ends = now() + $2::interval where holder = $1
       )
       delete from open_streams where lease_ends <= now() and holder <> $1`,
      [holder, lease],
    );
  }

  const timer = setInterval(() => void renew().catch(onError), renewEveryMs);
  timer.unref();

  return {
    take,
    async release(key) {
      // After close the rows are gone already, and the pool with them.
      if (closed) return;
      await pool.query(
        `delete from open_streams where id =
           (select id from open_streams where key = $1 and holder = $2 limit 1)`,
        [key, holder],
      );
    },
    renew,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await pool.query('delete from open_streams where holder = $1', [holder]).catch(onError);
      await pool.end();
    },
  };
}
