import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PicturePipeline } from '@/backend/media/picture-pipeline';
import type { QueryWatch } from '../database/query-watch';

/** Seconds, from a millisecond or two (a cached read) to the ten of a slow upload. */
const durationBuckets = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The Prometheus metrics of one server process, each named murmur_* (docs/deployment.md lists
 * them). Each app has a registry of its own rather than prom-client's global one, so that two
 * apps in one process (tests) never share counts.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  // Heap, event-loop lag, CPU, handles and the rest of Node's own, under the same prefix.
  collectDefaultMetrics({ register: registry, prefix: 'murmur_' });

  const requestDuration = new Histogram({
    name: 'murmur_http_request_duration_seconds',
    help: "Time to answer, by the endpoint table's row (or other) and status; _count counts them",
    labelNames: ['method', 'row', 'status'] as const,
    buckets: durationBuckets,
    registers,
  });
  const rateLimited = new Counter({
    name: 'murmur_rate_limit_refusals_total',
    help: 'Requests refused with 429, by the refusal code (too_many_writes, too_many_logins…)',
    labelNames: ['code'] as const,
    registers,
  });
  const queryDuration = new Histogram({
    name: 'murmur_db_query_duration_seconds',
    help: 'Time each database query took, failed ones included',
    buckets: durationBuckets,
    registers,
  });
  const mediaDuration = new Histogram({
    name: 'murmur_media_processing_seconds',
    help: 'Time the picture pipeline took over an upload, by outcome (kept or refused)',
    labelNames: ['outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers,
  });
  const mailFailures = new Counter({
    name: 'murmur_mail_failures_total',
    help: 'Mail sends that failed, by what follows (retry or given_up)',
    labelNames: ['outcome'] as const,
    registers,
  });

  const pools: pg.Pool[] = [];
  new Gauge({
    name: 'murmur_db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one (none on SQLite)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.reset();
      for (const pool of pools) {
        this.inc({ state: 'total' }, pool.totalCount);
        this.inc({ state: 'idle' }, pool.idleCount);
        this.inc({ state: 'waiting' }, pool.waitingCount);
      }
    },
  });

  const queryWatch: QueryWatch = {
    query: (ms) => queryDuration.observe(ms / 1000),
    pool: (pool) => void pools.push(pool),
  };

  /** Times every upload the pipeline takes. */
  const timedPictures = (pipeline: PicturePipeline): PicturePipeline => ({
    async process(bytes, type) {
      const done = mediaDuration.startTimer();
      try {
        const processed = await pipeline.process(bytes, type);
        done({ outcome: 'kept' });
        return processed;
      } catch (error) {
        done({ outcome: 'refused' });
        throw error;
      }
    },
  });

  /** A gauge read when Prometheus scrapes, from a count the process keeps elsewhere. */
  function gaugeOf(name: string, help: string, read: () => number | Promise<number>) {
    new Gauge({
      name,
      help,
      registers,
      // A count that cannot be read now (the database is out) keeps its last value: the scrape
      // still answers, and the health check tells what is wrong.
      async collect() {
        const value = await Promise.resolve()
          .then(read)
          .catch(() => undefined);
        if (value !== undefined) this.set(value);
      },
    });
  }

  return {
    registry,
    requestDuration,
    rateLimited,
    mailFailures,
    queryWatch,
    timedPictures,
    gaugeOf,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
