import { describe, expect, it } from 'vitest';
import { StoreConflictError } from '@/backend/store/errors';
import {
  bookmarkRow,
  ids,
  insertUsers,
  postRow,
  sessionRow,
  sorted,
  type StoreGetter,
} from './fixtures';

/** bookmarks, replies and sessions. */
export function describeBookmarksRepliesSessionsSuite(store: StoreGetter): void {
  describe('bookmarks', () => {
    it('inserts, checks and deletes a bookmark', async () => {
      await insertUsers(store(), 1);
      await store().posts.insert(postRow('p1'));
      expect(await store().bookmarks.exists('u1', 'p1')).toBe(false);
      const row = bookmarkRow('u1', 'p1');
      await store().bookmarks.insert(row);
      expect(await store().bookmarks.exists('u1', 'p1')).toBe(true);
      expect(await store().bookmarks.exists('u2', 'p1')).toBe(false);
      expect(await store().bookmarks.forUsers(['u1'])).toEqual([row]);
      await store().bookmarks.delete('u1', 'p1');
      expect(await store().bookmarks.exists('u1', 'p1')).toBe(false);
      expect(await store().bookmarks.forUsers(['u1'])).toEqual([]);
      await store().bookmarks.delete('u1', 'p1');
    });

    it('refuses a duplicate bookmark', async () => {
      await insertUsers(store(), 1);
      await store().posts.insert(postRow('p1'));
      await store().bookmarks.insert(bookmarkRow('u1', 'p1'));
      await expect(
        store().bookmarks.insert({
          userId: 'u1',
          postId: 'p1',
          createdAt: '2026-11-22T09:30:00+05:30',
        }),
      ).rejects.toBeInstanceOf(StoreConflictError);
      expect(await store().bookmarks.forUsers(['u1'])).toHaveLength(1);
    });

    it("answers the given users' bookmarks, oldest first", async () => {
      await insertUsers(store(), 3);
      for (const id of ['p1', 'p2', 'p3']) await store().posts.insert(postRow(id));
      const rows = [
        { userId: 'u1', postId: 'p3', createdAt: '2026-11-21T09:00:00.000+00:00' },
        { userId: 'u1', postId: 'p1', createdAt: '2026-11-21T10:00:00.000+00:00' },
        { userId: 'u2', postId: 'p1', createdAt: '2026-11-21T11:00:00.000+00:00' },
        { userId: 'u1', postId: 'p2', createdAt: '2026-11-21T17:00:00+05:30' },
        { userId: 'u3', postId: 'p2', createdAt: '2026-11-21T12:00:00.000+00:00' },
      ];
      for (const row of rows) await store().bookmarks.insert(row);
      expect((await store().bookmarks.forUsers(['u1'])).map((row) => row.postId)).toEqual([
        'p3',
        'p1',
        'p2',
      ]);
      expect(await store().bookmarks.forUsers(['u1'])).toEqual([rows[0], rows[1], rows[3]]);
      const both = await store().bookmarks.forUsers(['u1', 'u2']);
      expect(both.map((row) => `${row.userId}:${row.postId}`).sort()).toEqual([
        'u1:p1',
        'u1:p2',
        'u1:p3',
        'u2:p1',
      ]);
      expect(await store().bookmarks.forUsers([])).toEqual([]);
      expect(await store().bookmarks.forUsers(['nobody'])).toEqual([]);
    });
  });

  describe('replies', () => {
    it('inserts replies and answers those of the given posts', async () => {
      await insertUsers(store(), 2);
      for (const id of ['p1', 'p2', 'p3']) await store().posts.insert(postRow(id));
      const reply = (id: string, postId: string, text: string) => ({
        _id: id,
        postId,
        username: 'user.2',
        text,
        createdAt: '2026-11-21T09:30:00+05:30',
        updatedAt: '2026-11-21T09:30:00.000+00:00',
      });
      const rows = [
        reply('c1', 'p1', 'First'),
        reply('c2', 'p2', 'Zweiter 🎉'),
        reply('c3', 'p1', 'Third'),
      ];
      for (const row of rows) await store().replies.insert(row);
      const onFirst = await store().replies.forPosts(['p1']);
      expect(sorted(ids(onFirst))).toEqual(['c1', 'c3']);
      expect(onFirst.find((row) => row._id === 'c1')).toEqual(rows[0]);
      expect(sorted(ids(await store().replies.forPosts(['p1', 'p2', 'p3'])))).toEqual([
        'c1',
        'c2',
        'c3',
      ]);
      expect(await store().replies.forPosts(['p3'])).toEqual([]);
      expect(await store().replies.forPosts([])).toEqual([]);
    });
  });

  describe('sessions', () => {
    const session = sessionRow('s1', 'u1');

    it('inserts and gets a session', async () => {
      await insertUsers(store(), 1);
      await store().sessions.insert(session);
      expect(await store().sessions.get('s1')).toEqual(session);
      expect(await store().sessions.get('s2')).toBeUndefined();
    });

    it('gets a session with its user in one call', async () => {
      const [user] = await insertUsers(store(), 2);
      await store().sessions.insert(session);
      expect(await store().sessions.getWithUser('s1')).toEqual({ session, user });
      expect(await store().sessions.getWithUser('s2')).toBeUndefined();
    });

    it('revokes a session once: a second revoke keeps the first time', async () => {
      await insertUsers(store(), 1);
      await store().sessions.insert(session);
      await store().sessions.insert({ ...session, _id: 's2' });
      await store().sessions.revoke('s1', '2026-11-22T10:00:00.000+00:00');
      expect(await store().sessions.get('s1')).toEqual({
        ...session,
        revokedAt: '2026-11-22T10:00:00.000+00:00',
      });
      await store().sessions.revoke('s1', '2026-11-23T10:00:00.000+00:00');
      expect((await store().sessions.get('s1'))?.revokedAt).toBe('2026-11-22T10:00:00.000+00:00');
      expect(await store().sessions.get('s2')).toEqual({ ...session, _id: 's2' });
      await store().sessions.revoke('nobody', '2026-11-23T10:00:00.000+00:00');
      expect(await store().sessions.get('nobody')).toBeUndefined();
    });

    it('deletes the sessions that expired or were revoked before a time, as instants', async () => {
      await insertUsers(store(), 1);
      const far = '2026-12-01T00:00:00.000+00:00';
      const rows = {
        // 04:00 UTC, before the limit, though its text sorts after the limit's.
        expired: { ...session, _id: 'expired', expiresAt: '2026-11-28T09:30:00+05:30' },
        // 05:00:00.001 UTC, after the limit, though its text sorts before it.
        live: { ...session, _id: 'live', expiresAt: '2026-11-28T00:00:00.001-05:00' },
        revoked: {
          ...session,
          _id: 'revoked',
          expiresAt: far,
          revokedAt: '2026-11-28T04:59:59.999+00:00',
        },
        revokedLater: {
          ...session,
          _id: 'revokedLater',
          expiresAt: far,
          revokedAt: '2026-11-28T10:30:00.001+05:30',
        },
        emptyRevoke: { ...session, _id: 'emptyRevoke', expiresAt: far, revokedAt: '' },
      };
      for (const row of Object.values(rows)) await store().sessions.insert(row);
      const limit = '2026-11-28T05:00:00.000+00:00';
      expect(await store().sessions.deleteEnded(limit)).toBe(2);
      for (const id of ['expired', 'revoked'])
        expect(await store().sessions.get(id), id).toBeUndefined();
      for (const id of ['live', 'revokedLater', 'emptyRevoke'] as const)
        expect(await store().sessions.get(id), id).toEqual(rows[id]);
      expect(await store().sessions.deleteEnded(limit)).toBe(0);
      const later = '2026-11-28T10:30:00.002+05:30';
      await store().transaction(async (tx) => expect(await tx.sessions.deleteEnded(later)).toBe(2));
      expect(await store().sessions.get('live')).toBeUndefined();
      expect(await store().sessions.get('revokedLater')).toBeUndefined();
      expect(await store().sessions.get('emptyRevoke')).toEqual(rows.emptyRevoke);
    });
  });
}
