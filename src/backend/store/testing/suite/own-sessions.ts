import { describe, expect, it } from 'vitest';
import type { NewSessionRow } from '@/backend/store/port';
import { insertUsers, sessionRow, writtenAt, type StoreGetter } from './fixtures';

// The fixture's sessions expire at 04:00 UTC on the 28th (written with an offset of +05:30).
const beforeExpiry = '2026-11-28T03:59:59.999+00:00';
const afterExpiry = '2026-11-28T09:30:00.001+05:30';

/** What the owner's list of sessions asks of the store: origins, live pages, revoke, last seen. */
export function describeOwnSessionsSuite(store: StoreGetter): void {
  describe("the owner's sessions", () => {
    it('keeps where a session logged in from; one without reads unknown, last seen when made', async () => {
      await insertUsers(store(), 1);
      const { userAgent: _a, address: _b, lastSeenAt: _c, ...bare } = sessionRow('s1', 'u1');
      const known = {
        ...sessionRow('s2', 'u1'),
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
        address: '2001:db8::5',
      };
      await store().sessions.insert(bare satisfies NewSessionRow);
      await store().sessions.insert(known);
      expect(await store().sessions.get('s1')).toEqual({
        ...bare,
        userAgent: null,
        address: null,
        lastSeenAt: writtenAt,
      });
      expect(await store().sessions.get('s2')).toEqual(known);
      expect((await store().sessions.getWithUser('s2'))?.session).toEqual(known);
    });

    it("pages a user's live sessions newest first: not revoked, not expired as instants", async () => {
      await insertUsers(store(), 2);
      for (const id of ['a', 'b', 'c', 'd']) await store().sessions.insert(sessionRow(id, 'u1'));
      await store().sessions.insert(sessionRow('theirs', 'u2'));
      await store().sessions.insert({
        ...sessionRow('later', 'u1'),
        expiresAt: '2026-11-29T00:00:00.000+00:00',
      });
      await store().sessions.revoke('c', beforeExpiry);
      await store().sessions.insert({ ...sessionRow('empty', 'u1'), revokedAt: '' });

      const first = await store().sessions.liveOf('u1', beforeExpiry, { limit: 3 });
      expect(first.items.map((row) => row._id)).toEqual(['empty', 'later', 'd']);
      const second = await store().sessions.liveOf('u1', beforeExpiry, {
        limit: 3,
        cursor: first.nextCursor!,
      });
      expect(second).toEqual({
        items: [sessionRow('b', 'u1'), sessionRow('a', 'u1')],
        nextCursor: null,
      });
      const after = await store().sessions.liveOf('u1', afterExpiry, { limit: 10 });
      expect(after.items.map((row) => row._id)).toEqual(['later']);
      expect((await store().sessions.liveOf('u3', beforeExpiry, { limit: 10 })).items).toEqual([]);
    });

    it("revokes one of the owner's live sessions, never another's nor an ended one", async () => {
      await insertUsers(store(), 2);
      await store().sessions.insert(sessionRow('mine', 'u1'));
      await store().sessions.insert(sessionRow('theirs', 'u2'));
      expect(await store().sessions.revokeOf('u1', 'theirs', beforeExpiry)).toBe(false);
      expect(await store().sessions.revokeOf('u1', 'nobody', beforeExpiry)).toBe(false);
      expect(await store().sessions.revokeOf('u2', 'theirs', afterExpiry)).toBe(false);
      expect((await store().sessions.get('theirs'))?.revokedAt).toBeNull();
      expect(await store().sessions.revokeOf('u1', 'mine', beforeExpiry)).toBe(true);
      expect((await store().sessions.get('mine'))?.revokedAt).toBe(beforeExpiry);
      expect(await store().sessions.revokeOf('u1', 'mine', beforeExpiry)).toBe(false);
      await store().transaction(async (tx) => {
        await tx.sessions.insert(sessionRow('again', 'u1'));
        expect(await tx.sessions.revokeOf('u1', 'again', beforeExpiry)).toBe(true);
      });
    });

    it('moves last seen only when it is older than the given instant', async () => {
      await insertUsers(store(), 1);
      await store().sessions.insert(sessionRow('s1', 'u1'));
      const lastSeen = async () => (await store().sessions.get('s1'))?.lastSeenAt;
      // 04:00 UTC, the session's own creation time (09:30 at +05:30): not older.
      await store().sessions.touch(
        's1',
        '2026-11-21T04:05:00.000+00:00',
        '2026-11-21T04:00:00.000+00:00',
      );
      expect(await lastSeen()).toBe(writtenAt);
      await store().sessions.touch(
        's1',
        '2026-11-21T04:05:00.000+00:00',
        '2026-11-21T04:00:00.001+00:00',
      );
      expect(await lastSeen()).toBe('2026-11-21T04:05:00.000+00:00');
      await store().sessions.touch(
        's1',
        '2026-11-21T04:06:00.000+00:00',
        '2026-11-21T04:01:00.000+00:00',
      );
      expect(await lastSeen()).toBe('2026-11-21T04:05:00.000+00:00');
      await store().sessions.touch('nobody', '2026-11-21T04:06:00.000+00:00', writtenAt);
      expect(await store().sessions.get('nobody')).toBeUndefined();
    });
  });
}
