import { describe, expect, it } from 'vitest';
import type { Reader, Store } from '@/backend/store/port';
import { ids, insertUsers, postRow, sorted, writtenAt, type StoreGetter } from './fixtures';
import { minuteOf, readingAt } from './hidden-authors';

const visitor: Reader = { id: null, atMs: readingAt };
const member: Reader = { id: 'u1', atMs: readingAt };

/** u1..u4 each wrote p{n} and replied to p1; u2 shows themselves to members only. */
async function insertWorld(store: Store) {
  await insertUsers(store, 4);
  for (const n of [1, 2, 3, 4]) {
    await store.posts.insert(postRow(`p${n}`, { username: `user.${n}`, createdAt: minuteOf(n) }));
    await store.replies.insert({
      _id: `r${n}`,
      postId: 'p1',
      username: `user.${n}`,
      text: `Reply ${n}`,
      createdAt: writtenAt,
      updatedAt: writtenAt,
    });
  }
  await store.users.update('u2', { visibleTo: 'members' });
}

/** The "only logged-in people" setting: kept per account, and visitors' lists leave such people out. */
export function describePublicProfilesSuite(store: StoreGetter): void {
  describe('public profiles', () => {
    it('keeps who may see an account, everyone unless it says otherwise', async () => {
      await insertUsers(store(), 2);
      expect((await store().users.get('u1'))?.visibleTo).toBe('everyone');
      await store().users.update('u1', { visibleTo: 'members' });
      expect((await store().users.get('u1'))?.visibleTo).toBe('members');
      expect((await store().users.getByUsername('user.1'))?.visibleTo).toBe('members');
      expect((await store().users.getMany(['u1', 'u2'])).map((user) => user.visibleTo)).toEqual(
        expect.arrayContaining(['members', 'everyone']),
      );
      await store().users.update('u1', { visibleTo: 'everyone' });
      expect((await store().users.get('u1'))?.visibleTo).toBe('everyone');
    });

    it("leaves members-only people's posts and people out of visitors' lists, not members'", async () => {
      await insertWorld(store());
      const explore = (reader: Reader) =>
        store().posts.list({ order: 'latest', limit: 50, reader });
      expect(sorted(ids((await explore(visitor)).items))).toEqual(['p1', 'p3', 'p4']);
      expect(sorted(ids((await explore(member)).items))).toEqual(['p1', 'p2', 'p3', 'p4']);
      const people = (reader: Reader) => store().users.page({ limit: 50, reader });
      expect(sorted(ids((await people(visitor)).items))).toEqual(['u1', 'u3', 'u4']);
      expect(sorted(ids((await people(member)).items))).toHaveLength(4);
      const hidden = await store().hides.hiddenAmong(visitor, ['user.1', 'user.2', 'user.3']);
      expect([...hidden]).toEqual(['user.2']);
      expect((await store().hides.hiddenAmong(member, ['user.2'])).size).toBe(0);
    });

    it('answers the sitemap a block of public profiles in the order accounts were made', async () => {
      await insertUsers(store(), 5);
      await store().users.update('u2', { visibleTo: 'members' });
      await store().users.update('u3', {
        suspendedUntil: new Date(readingAt + 60_000).toISOString(),
      });
      await store().users.update('u4', { approval: 'awaiting' });
      const last = await store().users.lastNumber();
      const at = new Date(readingAt);
      const all = await store().users.publicProfiles({ from: 0, to: last + 1, at });
      expect(all.map((row) => row.username)).toEqual(['user.1', 'user.5']);
      expect(all[0]?.updatedAt).toBe((await store().users.get('u1'))?.updatedAt);
      // An ended suspension counts no more; a block past the newest account is empty.
      const later = new Date(readingAt + 120_000);
      const after = await store().users.publicProfiles({ from: 0, to: last + 1, at: later });
      expect(after.map((row) => row.username)).toEqual(['user.1', 'user.3', 'user.5']);
      expect(await store().users.publicProfiles({ from: last + 1, to: last + 100, at })).toEqual(
        [],
      );
      // Blocks split the order: together they hold each profile once.
      const first = await store().users.publicProfiles({ from: 0, to: last, at });
      const rest = await store().users.publicProfiles({ from: last, to: last + 1, at });
      expect([...first, ...rest].map((row) => row.username)).toEqual(['user.1', 'user.5']);
    });

    it('answers 0 as the newest number of a store without accounts', async () => {
      expect(await store().users.lastNumber()).toBe(0);
    });
  });
}
