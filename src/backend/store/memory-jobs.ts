import { StoreConflictError } from './errors';
import type { StateOf } from './memory-state';
import {
  unfinishedJobStates,
  type JobCount,
  type JobRow,
  type JobRun,
  type JobsPort,
} from './port';

const isDue = (row: JobRow, at: string) =>
  row.state === 'queued'
    ? row.runAfter <= at
    : row.state === 'running' && row.leaseUntil !== null && row.leaseUntil <= at;

/** When a due job became due: its runAfter, or the end of the lease it outran. */
const dueAt = (row: JobRow) => (row.state === 'running' ? (row.leaseUntil ?? '') : row.runAfter);

/** Claimed jobs are handed over oldest first. */
const byAge = (a: JobRow, b: JobRow) => a.createdAt.localeCompare(b.createdAt);

export function memoryJobs(state: StateOf): JobsPort {
  /** Changes the job if the run still holds it. */
  const settle = async (run: JobRun, change: Partial<JobRow>) => {
    const row = state().jobs.get(run._id);
    if (!row || row.state !== 'running' || row.attempts !== run.attempts) return false;
    state().jobs.set(run._id, { ...row, ...change, leaseUntil: null });
    return true;
  };
  return {
    enqueue: async (row) => {
      if (state().jobs.has(row._id)) throw new StoreConflictError(`job ${row._id}`);
      state().jobs.set(row._id, {
        ...row,
        payload: structuredClone(row.payload),
        state: 'queued',
        attempts: 0,
        runAfter: row.createdAt,
        leaseUntil: null,
        lastError: '',
        finishedAt: null,
      });
    },
    claimDue: async (at, leaseUntil, limit) => {
      const due = [...state().jobs.values()]
        .filter((row) => isDue(row, at))
        .sort((a, b) => dueAt(a).localeCompare(dueAt(b)))
        .slice(0, limit)
        .map((row) => ({
          ...row,
          state: 'running' as const,
          attempts: row.attempts + 1,
          leaseUntil,
        }));
      for (const row of due) state().jobs.set(row._id, row);
      return due.map((row) => structuredClone(row)).sort(byAge);
    },
    complete: (run, at) => settle(run, { state: 'done', finishedAt: at }),
    retryAt: (run, runAfter, error) => settle(run, { state: 'queued', runAfter, lastError: error }),
    fail: (run, at, error) => settle(run, { state: 'failed', finishedAt: at, lastError: error }),
    retry: async (id, at) => {
      const row = state().jobs.get(id);
      if (row?.state !== 'failed') return false;
      state().jobs.set(id, {
        ...row,
        state: 'queued',
        attempts: 0,
        runAfter: at,
        finishedAt: null,
      });
      return true;
    },
    get: async (id) => {
      const row = state().jobs.get(id);
      return row && structuredClone(row);
    },
    listFailed: async (limit) =>
      [...state().jobs.values()]
        .filter((row) => row.state === 'failed')
        .sort((a, b) => (b.finishedAt ?? '').localeCompare(a.finishedAt ?? ''))
        .slice(0, limit)
        .map((row) => structuredClone(row)),
    countUnfinished: async () => {
      const counts = new Map<string, JobCount>();
      for (const row of state().jobs.values()) {
        const jobState = unfinishedJobStates.find((name) => name === row.state);
        if (!jobState) continue;
        const key = `${row.kind}\u0000${jobState}`;
        const count = counts.get(key) ?? { kind: row.kind, state: jobState, count: 0 };
        counts.set(key, { ...count, count: count.count + 1 });
      }
      return [...counts.values()];
    },
    deleteFinishedBefore: async (before) => {
      const jobs = state().jobs;
      let deleted = 0;
      for (const row of [...jobs.values()])
        if (row.finishedAt !== null && row.finishedAt < before && jobs.delete(row._id)) deleted++;
      return deleted;
    },
  };
}
