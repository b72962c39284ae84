import type { ResolvedDeps } from '../deps';
import type { StoreTx } from '../store/port';
import type { JobKind, JobPayload } from './job-kinds';

/**
 * Queues a job inside the transaction of the write that causes it, so that both land or neither
 * does. The caller tells the host after the commit (deps.onJobQueued), whose worker then runs it
 * at once rather than at its next look.
 */
export async function queueJob<K extends JobKind>(
  tx: StoreTx,
  deps: Pick<ResolvedDeps, 'newId' | 'now'>,
  kind: K,
  payload: JobPayload<K>,
): Promise<void> {
  await tx.jobs.enqueue({ _id: deps.newId(), kind, payload, createdAt: deps.now().toISOString() });
}
