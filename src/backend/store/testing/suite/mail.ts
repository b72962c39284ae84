import { describe, expect, it } from 'vitest';
import type { AccountTokenRow, NewMailRow } from '@/backend/store/port';
import { insertUsers, type StoreGetter } from './fixtures';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 12, minute)).toISOString();
const mail = (n: number, minute = 0): NewMailRow => ({
  _id: `m${n}`,
  to: `user${n}@example.com`,
  subject: `Subject ${n}`,
  text: `Text ${n}`,
  createdAt: at(minute),
});
const token = (hash: string, overrides: Partial<AccountTokenRow> = {}): AccountTokenRow => ({
  hash,
  userId: 'u1',
  purpose: 'password-reset',
  email: 'user1@example.com',
  createdAt: at(0),
  expiresAt: at(60),
  usedAt: null,
  ...overrides,
});

/** The outbox the host's sender drains, and the mailed single-use tokens. */
export function describeMailSuite(store: StoreGetter): void {
  describe('mail outbox', () => {
    it('claims due mail once, leases it, and takes it again after a retry is due', async () => {
      await store().mail.enqueue(mail(1, 0));
      await store().mail.enqueue(mail(2, 5));
      const claimed = await store().mail.claimDue(at(1), at(11), 10);
      expect(claimed.map((row) => [row._id, row.attempts, row.nextAttemptAt])).toEqual([
        ['m1', 1, at(11)],
      ]);
      expect(claimed[0]).toMatchObject({ to: 'user1@example.com', subject: 'Subject 1' });
      expect(await store().mail.claimDue(at(2), at(12), 10)).toEqual([]);
      await store().mail.retryAt('m1', at(3), 'connection refused');
      const again = await store().mail.claimDue(at(6), at(16), 10);
      expect(again.map((row) => [row._id, row.attempts])).toEqual([
        ['m1', 2],
        ['m2', 1],
      ]);
      expect(again[0]?.lastError).toBe('connection refused');
    });

    it('never claims one mail for two senders at once', async () => {
      for (const n of [1, 2, 3, 4, 5, 6]) await store().mail.enqueue(mail(n, n));
      const [first, second] = await Promise.all([
        store().mail.claimDue(at(30), at(40), 4),
        store().mail.claimDue(at(30), at(40), 4),
      ]);
      const ids = [...first, ...second].map((row) => row._id).sort();
      expect(ids).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    });

    it('keeps sent and given-up mail out of claims until purged', async () => {
      await store().mail.enqueue(mail(1));
      await store().mail.enqueue(mail(2));
      await store().mail.enqueue(mail(3));
      await store().mail.claimDue(at(1), at(2), 10);
      await store().mail.markSent('m1', at(1));
      await store().mail.giveUp('m2', at(1), 'mailbox unavailable');
      expect((await store().mail.claimDue(at(5), at(6), 10)).map((row) => row._id)).toEqual(['m3']);
      // m3 is claimed, not sent: it is still in the queue.
      expect(await store().mail.countUnsent()).toBe(1);
      expect(await store().mail.get('m2')).toMatchObject({
        failedAt: at(1),
        lastError: 'mailbox unavailable',
      });
      expect(await store().mail.deleteDoneBefore(at(2))).toBe(2);
      expect(await store().mail.get('m1')).toBeUndefined();
      expect(await store().mail.get('m3')).toBeDefined();
    });

    it('enqueues with the write that causes it, or not at all', async () => {
      await expect(
        store().transaction(async (tx) => {
          await tx.mail.enqueue(mail(1));
          throw new Error('the write failed');
        }),
      ).rejects.toThrow('the write failed');
      expect(await store().mail.get('m1')).toBeUndefined();
    });
  });

  describe('account tokens', () => {
    it('is used once, and expired ones are purged', async () => {
      await insertUsers(store(), 1);
      await store().accountTokens.insert(token('h1'));
      await store().accountTokens.insert(
        token('h2', { expiresAt: at(120), purpose: 'verify-email' }),
      );
      expect(await store().accountTokens.get('h1')).toEqual(token('h1'));
      expect(await store().accountTokens.use('h1', at(5))).toBe(true);
      expect(await store().accountTokens.use('h1', at(6))).toBe(false);
      expect((await store().accountTokens.get('h1'))?.usedAt).toBe(at(5));
      expect(await store().accountTokens.deleteExpiredBefore(at(90))).toBe(1);
      expect(await store().accountTokens.get('h1')).toBeUndefined();
      expect((await store().accountTokens.get('h2'))?.purpose).toBe('verify-email');
    });
  });

  describe('users by email', () => {
    it('finds an account by its address in any case', async () => {
      await insertUsers(store(), 2);
      expect((await store().users.getByEmail('USER2@Example.com'))?._id).toBe('u2');
      expect(await store().users.getByEmail('nobody@example.com')).toBeUndefined();
      await store().users.update('u2', { email: 'new@example.com', emailVerifiedAt: null });
      expect(await store().users.getByEmail('new@example.com')).toMatchObject({
        _id: 'u2',
        emailVerifiedAt: null,
      });
    });
  });
}
