import { describe, expect, it } from 'vitest';
import type { NewJobRow } from '@/backend/store/port';
import type { StoreGetter } from './fixtures';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 12, minute)).toISOString();
const job = (n: number, minute = 0, kind = 'remove-files'): NewJobRow => ({
  _id: `j${n}`,
  kind,
  payload: { urls: [`/media/${n}.webp`] },
  createdAt: at(minute),
});

/** The job queue the host's worker drains. */
export function describeJobsSuite(store: StoreGetter): void {
  describe('job queue', () => {
    it('queues with the write that causes it, or not at all', async () => {
      await expect(
        store().transaction(async (tx) => {
          await tx.jobs.enqueue(job(1));
          throw new Error('the write failed');
        }),
      ).rejects.toThrow('the write failed');
      await store().transaction((tx) => tx.jobs.enqueue(job(2)));
      expect(await store().jobs.get('j1')).toBeUndefined();
      expect(await store().jobs.get('j2')).toMatchObject({
        kind: 'remove-files',
        payload: { urls: ['/media/2.webp'] },
        state: 'queued',
        attempts: 0,
        runAfter: at(0),
      });
    });

    it('claims a due job once, leases it, and takes it again after its backoff', async () => {
      await store().jobs.enqueue(job(1, 0));
      await store().jobs.enqueue(job(2, 5));
      const claimed = await store().jobs.claimDue(at(1), at(11), 10);
      expect(claimed.map((row) => [row._id, row.state, row.attempts, row.leaseUntil])).toEqual([
        ['j1', 'running', 1, at(11)],
      ]);
      expect(await store().jobs.claimDue(at(2), at(12), 10)).toEqual([]);
      expect(await store().jobs.retryAt(claimed[0]!, at(3), 'bucket unreachable')).toBe(true);
      const again = await store().jobs.claimDue(at(6), at(16), 10);
      expect(again.map((row) => [row._id, row.attempts])).toEqual([
        ['j1', 2],
        ['j2', 1],
      ]);
      expect(again[0]?.lastError).toBe('bucket unreachable');
    });

    it('takes a running job again once its lease ran out; the outrun run settles nothing', async () => {
      await store().jobs.enqueue(job(1));
      const [first] = await store().jobs.claimDue(at(1), at(11), 10);
      expect(await store().jobs.claimDue(at(10), at(20), 10)).toEqual([]);
      const [second] = await store().jobs.claimDue(at(11), at(21), 10);
      expect(second).toMatchObject({ _id: 'j1', attempts: 2, leaseUntil: at(21) });
      expect(await store().jobs.complete(first!, at(12))).toBe(false);
      expect(await store().jobs.get('j1')).toMatchObject({ state: 'running', attempts: 2 });
      expect(await store().jobs.complete(second!, at(13))).toBe(true);
      expect(await store().jobs.get('j1')).toMatchObject({
        state: 'done',
        finishedAt: at(13),
        leaseUntil: null,
      });
      expect(await store().jobs.claimDue(at(30), at(40), 10)).toEqual([]);
    });

    it('never claims one job for two workers at once', async () => {
      for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) await store().jobs.enqueue(job(n, n));
      const [first, second] = await Promise.all([
        store().jobs.claimDue(at(30), at(40), 5),
        store().jobs.claimDue(at(30), at(40), 5),
      ]);
      const ids = [...first, ...second].map((row) => row._id).sort();
      expect(ids).toEqual(['j1', 'j2', 'j3', 'j4', 'j5', 'j6', 'j7', 'j8']);
    });

    it('keeps a failed job for the operator, counts it, retries it on demand and purges it', async () => {
      await store().jobs.enqueue(job(1, 0));
      await store().jobs.enqueue(job(2, 0));
      await store().jobs.enqueue(job(3, 0, 'other'));
      await store().jobs.enqueue(job(4, 0));
      const claimed = await store().jobs.claimDue(at(1), at(11), 3);
      const [one, two] = [claimed.find((r) => r._id === 'j1'), claimed.find((r) => r._id === 'j2')];
      expect(await store().jobs.fail(one!, at(2), 'no such bucket')).toBe(true);
      expect(await store().jobs.complete(two!, at(2))).toBe(true);
      const counts = await store().jobs.countUnfinished();
      expect(
        counts.sort((a, b) => `${a.kind}${a.state}`.localeCompare(`${b.kind}${b.state}`)),
      ).toEqual([
        { kind: 'other', state: 'running', count: 1 },
        { kind: 'remove-files', state: 'failed', count: 1 },
        { kind: 'remove-files', state: 'queued', count: 1 },
      ]);
      expect((await store().jobs.listFailed(10)).map((row) => [row._id, row.lastError])).toEqual([
        ['j1', 'no such bucket'],
      ]);
      expect(await store().jobs.deleteFinishedBefore(at(3))).toBe(2);
      expect(await store().jobs.get('j2')).toBeUndefined();
      await store().jobs.enqueue(job(5, 0));
      const five = (await store().jobs.claimDue(at(4), at(14), 2)).find((r) => r._id === 'j5');
      await store().jobs.fail(five!, at(5), 'still no bucket');
      expect(await store().jobs.retry('j5', at(6))).toBe(true);
      expect(await store().jobs.retry('j5', at(6))).toBe(false);
      expect(await store().jobs.retry('j4', at(6))).toBe(false);
      expect(await store().jobs.get('j5')).toMatchObject({
        state: 'queued',
        attempts: 0,
        runAfter: at(6),
        finishedAt: null,
        lastError: 'still no bucket',
      });
    });
  });
}
