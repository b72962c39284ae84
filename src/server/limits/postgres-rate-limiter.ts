import pg from 'pg';
import { verdictOf, type RateLimiter } from '@/backend/limits/rate-limiter';

export interface PostgresRateLimiter extends RateLimiter {
  close(): Promise<void>;
}

/** Ended windows are deleted at most this often, by whichever hit comes first after it. */
const sweepEveryMs = 10 * 60 * 1000;

/**
 * The counts in PostgreSQL's rate_limit_windows table (migration 0004), so that every process on
 * the database shares them. Each hit is one upsert, atomic in the row's lock, applying the rule of
 * nextWindow (rate-limiter.ts): a window that has ended starts again, and the count stops one past
 * the limit. The times come from the app's clock, so tests can move it.
 */
export function createPostgresRateLimiter(
  databaseUrl: string,
  {
    now = () => new Date(),
    poolMax = 2,
    statementTimeoutMs = 5000,
    onError = (error: Error) => console.error('PostgreSQL rate limiter connection dropped', error),
  }: {
    now?: () => Date;
    poolMax?: number;
    statementTimeoutMs?: number;
    onError?: (error: Error) => void;
  } = {},
): PostgresRateLimiter {
  // A pool of its own, small: a limit check must not wait behind the store's long queries.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolMax,
    connectionTimeoutMillis: 5000,
    statement_timeout: statementTimeoutMs,
  });
  // An idle connection that drops is replaced by the pool; unheard, its error would end the process.
  pool.on('error', onError);
  const stored = (key: string, windowMs: number) => `${windowMs}\n${key}`;
  let sweptAt = 0;

  async function sweepEndedWindows(nowMs: number) {
    if (nowMs - sweptAt < sweepEveryMs) return;
    sweptAt = nowMs;
    await pool.query('delete from rate_limit_windows where ends_ms <= $1', [nowMs]);
  }

  return {
    async hit(key, limit, windowMs) {
      const nowMs = now().getTime();
      await sweepEndedWindows(nowMs);
      const { rows } = await pool.query<{ start_ms: string; hits: number }>(
        `insert into rate_limit_windows as w (key, start_ms, ends_ms, hits)
         values ($1, $2::bigint, $2::bigint + $3::bigint, 1)
         on conflict (key) do update set
           start_ms = case when w.ends_ms <= $2::bigint then $2::bigint else w.start_ms end,
           ends_ms = case when w.ends_ms <= $2::bigint then $2::bigint + $3::bigint else w.ends_ms end,
           hits = case when w.ends_ms <= $2::bigint then 1 else least(w.hits + 1, $4::integer + 1) end
         returning start_ms, hits`,
        [stored(key, windowMs), nowMs, windowMs, limit],
      );
      const { start_ms, hits } = rows[0]!;
      return verdictOf({ startMs: Number(start_ms), hits }, nowMs, limit, windowMs);
    },
    async takeBack(key, windowMs) {
      await pool.query(
        'update rate_limit_windows set hits = greatest(hits - 1, 0) where key = $1 and ends_ms > $2',
        [stored(key, windowMs), now().getTime()],
      );
    },
    async clear(key, windowMs) {
      await pool.query('delete from rate_limit_windows where key = $1', [stored(key, windowMs)]);
    },
    close: () => pool.end(),
  };
}
