import { describe, expect, it } from 'vitest';
import { userRow, type StoreGetter } from './fixtures';

const at = (minute: number) => `2026-11-21T09:${String(minute).padStart(2, '0')}:00.000+00:00`;
const claimOf = (userId: string, key: string, minute: number) => ({
  userId,
  key,
  createdAt: at(minute),
});

/** oauth's retry keys: the claim a status create holds on an app's Idempotency-Key, and its post. */
export function describeRetryKeysSuite(store: StoreGetter): void {
  describe('retry keys', () => {
    it('lets one claim of a key in, answers the others under way, then the post it made', async () => {
      await store().users.insert(userRow(1));
      await store().users.insert(userRow(2));
      const oauth = () => store().oauth;
      expect(await oauth().claimRetryKey(claimOf('u1', 'k', 10), at(0), at(0))).toBe('claimed');
      // Two at the same instant: exactly one of them holds the key.
      const [first, second] = await Promise.all([
        oauth().claimRetryKey(claimOf('u1', 'same', 10), at(0), at(0)),
        oauth().claimRetryKey(claimOf('u1', 'same', 10), at(0), at(0)),
      ]);
      expect([first, second].sort()).toEqual(['claimed', 'under way']);
      expect(await oauth().claimRetryKey(claimOf('u1', 'k', 11), at(0), at(0))).toBe('under way');
      await oauth().keepRetryKey('u1', 'k', 'p1');
      // A second post named under the key (a claim lost) leaves the first standing.
      await oauth().keepRetryKey('u1', 'k', 'p2');
      expect(await oauth().claimRetryKey(claimOf('u1', 'k', 12), at(0), at(0))).toEqual({
        postId: 'p1',
      });
      // Another user's key of the same name is theirs alone.
      expect(await oauth().claimRetryKey(claimOf('u2', 'k', 12), at(0), at(0))).toBe('claimed');
    });

    it('claims again a key kept before `since`, or a claim abandoned without its post', async () => {
      await store().users.insert(userRow(1));
      const oauth = () => store().oauth;
      await oauth().claimRetryKey(claimOf('u1', 'old', 5), at(0), at(0));
      await oauth().keepRetryKey('u1', 'old', 'p-old');
      expect(await oauth().claimRetryKey(claimOf('u1', 'old', 30), at(6), at(0))).toBe('claimed');
      await oauth().keepRetryKey('u1', 'old', 'p-new');
      expect(await oauth().claimRetryKey(claimOf('u1', 'old', 31), at(6), at(0))).toEqual({
        postId: 'p-new',
      });

      await oauth().claimRetryKey(claimOf('u1', 'stopped', 20), at(0), at(0));
      expect(await oauth().claimRetryKey(claimOf('u1', 'stopped', 21), at(0), at(20))).toBe(
        'under way',
      );
      expect(await oauth().claimRetryKey(claimOf('u1', 'stopped', 22), at(0), at(21))).toBe(
        'claimed',
      );
      // A post named is never abandoned, however old its claim.
      await oauth().keepRetryKey('u1', 'stopped', 'p3');
      expect(await oauth().claimRetryKey(claimOf('u1', 'stopped', 40), at(0), at(39))).toEqual({
        postId: 'p3',
      });
    });

    it('lets go of a claim whose create failed, never of a key that named its post', async () => {
      await store().users.insert(userRow(1));
      const oauth = () => store().oauth;
      await oauth().claimRetryKey(claimOf('u1', 'failed', 10), at(0), at(0));
      await oauth().releaseRetryKey('u1', 'failed');
      expect(await oauth().claimRetryKey(claimOf('u1', 'failed', 11), at(0), at(0))).toBe(
        'claimed',
      );
      await oauth().keepRetryKey('u1', 'failed', 'p1');
      await oauth().releaseRetryKey('u1', 'failed');
      expect(await oauth().claimRetryKey(claimOf('u1', 'failed', 12), at(0), at(0))).toEqual({
        postId: 'p1',
      });
    });

    it('forgets the keys kept before a time, and a deleted user’s keys', async () => {
      await store().users.insert(userRow(1));
      await store().users.insert(userRow(2));
      const oauth = () => store().oauth;
      for (const [userId, key, minute] of [
        ['u1', 'old', 5],
        ['u1', 'new', 30],
        ['u2', 'k', 30],
      ] as const) {
        await oauth().claimRetryKey(claimOf(userId, key, minute), at(0), at(0));
        await oauth().keepRetryKey(userId, key, `p-${key}`);
      }
      expect(await oauth().forgetRetryKeysBefore(at(20))).toBe(1);
      expect(await oauth().claimRetryKey(claimOf('u1', 'new', 31), at(0), at(0))).toEqual({
        postId: 'p-new',
      });
      await store().accounts.delete('u2', 'tomb');
      expect(await oauth().forgetRetryKeysBefore(at(59))).toBe(1);
    });
  });
}
