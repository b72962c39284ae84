import { describe, expect, it } from 'vitest';
import { userRow, type StoreGetter } from './fixtures';

const at = (minute: number) => `2026-11-21T09:${String(minute).padStart(2, '0')}:00.000+00:00`;

/** oauth's retry keys: the post an app's status create made under its Idempotency-Key. */
export function describeRetryKeysSuite(store: StoreGetter): void {
  describe('retry keys', () => {
    it('answers the first post made under a key, per user, and only since the time asked', async () => {
      await store().users.insert(userRow(1));
      await store().users.insert(userRow(2));
      await store().oauth.keepRetryKey({ userId: 'u1', key: 'k', postId: 'p1', createdAt: at(10) });
      // A second post under the same key (a race between servers) leaves the first standing.
      await store().oauth.keepRetryKey({ userId: 'u1', key: 'k', postId: 'p2', createdAt: at(11) });
      expect(await store().oauth.postOfRetryKey('u1', 'k', at(0))).toBe('p1');
      expect(await store().oauth.postOfRetryKey('u1', 'k', at(10))).toBe('p1');
      expect(await store().oauth.postOfRetryKey('u1', 'k', at(11))).toBeUndefined();
      expect(await store().oauth.postOfRetryKey('u2', 'k', at(0))).toBeUndefined();
      expect(await store().oauth.postOfRetryKey('u1', 'other', at(0))).toBeUndefined();
    });

    it('forgets the keys kept before a time, and a deleted user’s keys', async () => {
      await store().users.insert(userRow(1));
      await store().users.insert(userRow(2));
      await store().oauth.keepRetryKey({
        userId: 'u1',
        key: 'old',
        postId: 'p1',
        createdAt: at(5),
      });
      await store().oauth.keepRetryKey({
        userId: 'u1',
        key: 'new',
        postId: 'p2',
        createdAt: at(30),
      });
      await store().oauth.keepRetryKey({ userId: 'u2', key: 'k', postId: 'p3', createdAt: at(30) });
      expect(await store().oauth.forgetRetryKeysBefore(at(20))).toBe(1);
      expect(await store().oauth.postOfRetryKey('u1', 'old', at(0))).toBeUndefined();
      expect(await store().oauth.postOfRetryKey('u1', 'new', at(0))).toBe('p2');
      await store().accounts.delete('u2', 'tomb');
      expect(await store().oauth.postOfRetryKey('u2', 'k', at(0))).toBeUndefined();
      expect(await store().oauth.forgetRetryKeysBefore(at(59))).toBe(1);
    });
  });
}
