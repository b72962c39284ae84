import type { JobRow, Store } from '@/backend/store/port';
import type { AdminOutcome } from './admin-command';

/** The most failed jobs `jobs failed` lists, the most recently given up first. */
const listedFailed = 50;

const lineOf = (job: JobRow) =>
  `${job._id}  ${job.kind}  failed ${job.finishedAt ?? '?'} after ${job.attempts} runs: ${job.lastError}`;

/**
 * `jobs failed` lists the jobs the workers gave up on, with their last error; `jobs retry <id>`
 * queues one again at once, its runs counted from zero. A running server's worker takes it within
 * its poll interval.
 */
export async function runJobCommand(
  store: Store,
  [subcommand, id, ...rest]: readonly string[],
): Promise<AdminOutcome | undefined> {
  if (subcommand === 'failed' && id === undefined) {
    const failed = await store.jobs.listFailed(listedFailed);
    if (failed.length === 0) return { ok: true, message: 'No job has failed.' };
    return { ok: true, message: failed.map(lineOf).join('\n') };
  }
  if (subcommand === 'retry' && id !== undefined && rest.length === 0) {
    if (await store.jobs.retry(id, new Date().toISOString()))
      return { ok: true, message: `Job ${id} is queued again.` };
    return { ok: false, message: `No failed job has the id ${id}.` };
  }
  return undefined;
}
