import { jobPayloads, type JobHandlers, type JobKind } from '@/backend/jobs/job-kinds';
import type { JobRow, Store } from '@/backend/store/port';
import type { Logger } from '../logger';

export interface JobWorkerOptions {
  now?: () => Date;
  /** How often the queue is asked for due jobs besides the wake-ups; 5 s unless set. */
  pollMs?: number;
  /** The wait after the first failure, doubled after each later one; a minute unless set. */
  retryBaseMs?: number;
  /** Runs before a job is given up; 8 unless set (about two hours of retries). */
  maxAttempts?: number;
  /**
   * How long a claimed job is left to this worker: a process that dies mid-run leaves it to be
   * taken again after this. 10 minutes unless set; a job must finish well within it.
   */
  leaseMs?: number;
  /** Jobs claimed at once. */
  batch?: number;
  /** Told of each failed run and what follows it (the metrics count them); nothing unless set. */
  onFailure?: (kind: string, outcome: 'retry' | 'given_up') => void;
}

export interface JobWorker {
  /** Asks the queue at once (the API queued a job). */
  wake(): void;
  /** Resolves once the worker has nothing under way: what a wake found is run, or failed. */
  settled(): Promise<void>;
  /** Stops after the jobs being run, if any. */
  stop(): Promise<void>;
}

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

const isKind = (kind: string): kind is JobKind => Object.hasOwn(jobPayloads, kind);

/** Runs one job's handler; throws what makes the run a failure. */
async function runHandler(handlers: JobHandlers, job: JobRow) {
  // A kind this version does not know may come from a newer server: it waits for one that does.
  if (!isKind(job.kind)) throw new Error(`No handler for jobs of kind ${job.kind}`);
  const payload = jobPayloads[job.kind].parse(job.payload);
  await handlers[job.kind](payload);
}

/**
 * Drains the job queue: claims due jobs, runs each one's handler, and marks it done, or queued
 * again after an exponential backoff, or failed after maxAttempts (logged, kept for the operator).
 * Every server process runs one on the same database; their claims never overlap
 * (JobsPort.claimDue), and a job whose worker died is taken again when its lease runs out.
 */
export function startJobWorker(
  store: Store,
  handlers: JobHandlers,
  logger: Logger,
  options: JobWorkerOptions = {},
): JobWorker {
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 5_000;
  const retryBaseMs = options.retryBaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const batch = options.batch ?? 5;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let again = false;
  let running: Promise<void> | undefined;

  async function settleFailure(job: JobRow, error: unknown) {
    const reason = reasonOf(error);
    const givenUp = job.attempts >= maxAttempts;
    options.onFailure?.(job.kind, givenUp ? 'given_up' : 'retry');
    if (givenUp) {
      await store.jobs.fail(job, now().toISOString(), reason);
      logger.error(`Gave up on job ${job._id} (${job.kind}) after ${job.attempts} runs`, error);
      return;
    }
    const delayMs = retryBaseMs * 2 ** (job.attempts - 1);
    await store.jobs.retryAt(job, new Date(now().getTime() + delayMs).toISOString(), reason);
    logger.warn(
      `Job ${job._id} (${job.kind}) failed (run ${job.attempts}), again in ${Math.round(delayMs / 1000)} s: ${reason}`,
    );
  }

  async function runJob(job: JobRow) {
    try {
      await runHandler(handlers, job);
    } catch (error) {
      await settleFailure(job, error);
      return;
    }
    if (await store.jobs.complete(job, now().toISOString()))
      logger.debug(`Job ${job._id} (${job.kind}) done`);
    else logger.warn(`Job ${job._id} (${job.kind}) outran its lease and was taken again`);
  }

  async function drain() {
    let claimed: JobRow[];
    do {
      const at = now();
      claimed = await store.jobs.claimDue(
        at.toISOString(),
        new Date(at.getTime() + leaseMs).toISOString(),
        batch,
      );
      for (const job of claimed) await runJob(job);
    } while (claimed.length === batch && !stopped);
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = drain()
      .catch((error: unknown) => logger.error('The job queue could not be read', error))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        } else schedule();
      });
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(run, pollMs);
    timer.unref();
  }

  run();
  return {
    wake: run,
    async settled() {
      // A run that ends may start the next at once (a wake came meanwhile).
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
