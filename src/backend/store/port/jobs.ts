/**
 * The job queue: background work that must happen after a write but not inside its request (a
 * deleted post's files leaving the media store, ...), kept until the host's worker has run it.
 * A job is queued in the same transaction as the write that causes it, so the two land together.
 * Its instants are UTC ISO strings (Date.toISOString()), which sort as text in time order.
 */
export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** The states a job waits or works in, or stays in for the operator: the queue's depth. */
export const unfinishedJobStates = ['queued', 'running', 'failed'] as const;

export interface JobRow {
  _id: string;
  /** What the job does: the worker runs the handler of this name. */
  kind: string;
  /** What the handler needs, as JSON (kept as text). */
  payload: unknown;
  state: JobState;
  /** Runs begun so far, the one under way included. */
  attempts: number;
  /** When a queued job may run: at once, or after a failure's backoff. */
  runAfter: string;
  /** Until when a running job is its worker's; past it, the job is taken again. */
  leaseUntil: string | null;
  /** The last failure's reason; empty while none failed. */
  lastError: string;
  createdAt: string;
  /** When it was done or given up. */
  finishedAt: string | null;
}

export type NewJobRow = Pick<JobRow, '_id' | 'kind' | 'payload' | 'createdAt'>;

/** A claimed run of a job: its id and which attempt, so that a run whose lease ran out and was
 * taken again cannot settle the later run's job. */
export type JobRun = Pick<JobRow, '_id' | 'attempts'>;

export interface JobCount {
  kind: string;
  state: (typeof unfinishedJobStates)[number];
  count: number;
}

export interface JobsPort {
  /** Queues a job, due at once. */
  enqueue(row: NewJobRow): Promise<void>;
  /**
   * Takes up to `limit` jobs due at `at`, those due soonest, for one worker (oldest first): queued ones whose
   * runAfter has come, and running ones whose lease ran out (their worker died). Each counts one
   * more attempt and is the worker's until `leaseUntil`. Two workers claiming at once never get
   * the same job.
   */
  claimDue(at: string, leaseUntil: string, limit: number): Promise<JobRow[]>;
  /** The run succeeded; answers false when the run no longer held the job (its lease ran out). */
  complete(run: JobRun, at: string): Promise<boolean>;
  /** The run failed and the job runs again after `runAfter`. */
  retryAt(run: JobRun, runAfter: string, error: string): Promise<boolean>;
  /** The run failed for the last time: the job stays, failed, for the operator. */
  fail(run: JobRun, at: string, error: string): Promise<boolean>;
  /** The operator's retry of a failed job: queued again at `at` with its attempts from zero. */
  retry(id: string, at: string): Promise<boolean>;
  get(id: string): Promise<JobRow | undefined>;
  /** The failed jobs, the most recently given up first. */
  listFailed(limit: number): Promise<JobRow[]>;
  /** How many jobs of each kind are queued, running and failed, for the host's metrics. */
  countUnfinished(): Promise<JobCount[]>;
  /** Deletes the jobs done or given up before `before`; answers how many went. */
  deleteFinishedBefore(before: string): Promise<number>;
}
