import { Counter, Gauge } from 'prom-client';
import type { Store } from '@/backend/store/port';
import type { Metrics } from './metrics';

/**
 * The job queue's metrics: its depth by kind and state, read from the database at each scrape
 * (every process reports the same), and this process's failed runs by kind and what followed.
 * Answers what the worker tells of each failure.
 */
export function watchJobs(metrics: Metrics, store: Store) {
  const registers = [metrics.registry];
  new Gauge({
    name: 'murmur_job_queue_depth',
    help: 'Jobs queued (waiting or backing off), running, and failed (given up, kept for the operator), by kind',
    labelNames: ['kind', 'state'] as const,
    registers,
    // A depth that cannot be read now (the database is out) keeps its last values.
    async collect() {
      const counts = await store.jobs.countUnfinished().catch(() => undefined);
      if (!counts) return;
      this.reset();
      for (const { kind, state, count } of counts) this.set({ kind, state }, count);
    },
  });
  const failures = new Counter({
    name: 'murmur_job_failures_total',
    help: 'Job runs that failed, by kind and what follows (retry or given_up)',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  return (kind: string, outcome: 'retry' | 'given_up') => failures.inc({ kind, outcome });
}
